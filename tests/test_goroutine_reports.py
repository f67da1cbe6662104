"""Reports a goroutine gives its launcher (goleaklint.dataflow.reports) and what the value
domain learns at a send whose value is known (PathValues.with_sent)."""

from __future__ import annotations

import pytest
from reachable import declared_name

from goleaklint.analysis import PackageAnalysis, analyze_package
from goleaklint.dataflow.cfg import Kind
from goleaklint.dataflow.reports import Report, reached_after
from goleaklint.dataflow.values import NIL, NONNIL, Value
from goleaklint.gofile import GoFile
from goleaklint.parse import Node

WORKER = """package p

import "errors"

func work(text string, errc chan error, ids chan int) {
	var err error
	if text == "" {
		err = %s
	}
	errc <- err
	if err != nil {
		return
	}
	ids <- len(text)
}
"""


def _worker(source: str) -> tuple[PackageAnalysis, Node]:
    go_file = GoFile.from_source("p.go", source.encode())
    analysis = analyze_package([go_file], None)
    function = next(d for d in go_file.declarations if declared_name(d) == "work")
    return analysis, function


def _blocks(analysis: PackageAnalysis, function: Node, text: str) -> list[int]:
    cfg = analysis.index.cfg(function)
    return [b.id for b in cfg.blocks if b.node is not None and b.node.text.decode() == text]


def _after_report(source: str, received: Value) -> tuple[bool, bool]:
    """Whether the send on ``ids`` and the early return are reached once the goroutine has
    reported ``received`` on ``errc``."""
    analysis, function = _worker(source)
    (report,) = _blocks(analysis, function, "errc <- err")
    cfg = analysis.index.cfg(function)
    statement = cfg.blocks[report].node
    assert statement is not None
    sent = {report: (statement.child_by_field_name("value"), received)}
    values = analysis.index.path_values(function).with_sent(sent)
    reached = reached_after(values, [Report(frozenset({report}), sent)])
    assert reached is not None
    (send,) = _blocks(analysis, function, "ids <- len(text)")
    returns = [b.id for b in cfg.blocks if b.kind == Kind.RETURN and b.id in reached]
    return send in reached, bool(returns)


@pytest.mark.parametrize("error", ['errors.New("empty")', 'fmt.Errorf("empty")'])
def test_a_nil_report_rules_out_the_way_out_after_a_made_error(error: str) -> None:
    source = WORKER % error
    if error.startswith("fmt"):
        source = source.replace('import "errors"', 'import "fmt"')
    assert _after_report(source, NIL) == (True, False)
    assert _after_report(source, NONNIL) == (False, True)


@pytest.mark.parametrize("error", ["os.ErrClosed", "os.Remove(text)"])
def test_the_reported_value_decides_the_way_whatever_the_error(error: str) -> None:
    """A sentinel error or an unknown call result: the report's value is what the path
    learns at the send, so the test after it goes one way."""
    source = WORKER.replace('import "errors"', 'import "os"') % error
    assert _after_report(source, NIL) == (True, False)
    assert _after_report(source, NONNIL) == (False, True)


def test_a_report_with_no_known_value_keeps_both_ways() -> None:
    analysis, function = _worker(WORKER % "os.Remove(text)")
    (report,) = _blocks(analysis, function, "errc <- err")
    values = analysis.index.path_values(function)
    reached = reached_after(values, [Report(frozenset({report}), {})])
    (send,) = _blocks(analysis, function, "ids <- len(text)")
    cfg = analysis.index.cfg(function)
    assert reached is not None and send in reached
    assert any(b.kind == Kind.RETURN and b.id in reached for b in cfg.blocks)


def test_a_send_before_the_report_is_not_reached_after_it() -> None:
    source = """package p

func work(errc chan error, ids chan int) {
	ids <- 1
	errc <- nil
}
"""
    analysis, function = _worker(source)
    (report,) = _blocks(analysis, function, "errc <- nil")
    (send,) = _blocks(analysis, function, "ids <- 1")
    values = analysis.index.path_values(function)
    reached = reached_after(values, [Report(frozenset({report}), {})])
    assert reached is not None and send not in reached and report in reached
