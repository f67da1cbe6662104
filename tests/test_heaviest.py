"""Counts of a goroutine's sends on the paths its values allow (goleaklint.dataflow.heaviest):
a flag set with the first send, or a local that tells branches apart, bounds the count; a
flag cleared again, or a condition no value decides, leaves the graph's own bound."""

from __future__ import annotations

from goleaklint.analysis import PackageAnalysis, analyze_package
from goleaklint.dataflow.effects import MANY, Launch
from goleaklint.dataflow.heaviest import ValueGraph
from goleaklint.gofile import GoFile

PROGRAM = """package p

func run(lines []string, fail, other bool) chan error {
	ch := make(chan error, 1)
	go func() {
		%s
	}()
	return ch
}
"""

ONCE_THEN_AFTER = """
		seen := false
		for _, line := range lines {
			if !seen {
				if line == "ready" {
					seen = true
					ch <- nil
				}
			}
		}
		if !seen {
			ch <- nil
		}"""


def _analysis(body: str) -> PackageAnalysis:
    return analyze_package([GoFile.from_source("p.go", (PROGRAM % body).encode())], None)


def launch_sends(body: str) -> list[int]:
    """The sends counted for each goroutine started in ``run``."""
    analysis = _analysis(body)
    return [
        event.effects.sends
        for channel in analysis.all_channels()
        for events in analysis.events(channel).values()
        for event in events
        if isinstance(event, Launch)
    ]


def test_a_flag_set_with_the_first_send_and_tested_after_the_loop_counts_once() -> None:
    assert launch_sends(ONCE_THEN_AFTER) == [1]


def test_a_flag_cleared_again_leaves_the_loop_unbounded() -> None:
    cleared = ONCE_THEN_AFTER.replace(
        "\t\t\t\t}\n\t\t\t}\n\t\t}",
        "\t\t\t\t}\n\t\t\t} else {\n\t\t\t\tseen = false\n\t\t\t}\n\t\t}",
    )
    assert "seen = false" in cleared
    assert launch_sends(cleared) == [MANY]


def test_branches_a_local_tells_apart_count_once() -> None:
    body = """
		failed := false
		if fail {
			failed = true
			ch <- nil
		}
		if !failed {
			ch <- nil
		}"""
    assert launch_sends(body) == [1]


def test_branches_no_value_decides_both_count() -> None:
    body = """
		if fail {
			ch <- nil
		}
		if other {
			ch <- nil
		}"""
    assert launch_sends(body) == [2]


def test_a_walk_past_its_limit_gives_no_bound() -> None:
    analysis = _analysis(ONCE_THEN_AFTER)
    (literal,) = [
        event.function
        for channel in analysis.all_channels()
        for events in analysis.events(channel).values()
        for event in events
        if isinstance(event, Launch)
    ]
    assert literal is not None
    cfg = analysis.index.cfg(literal)
    values = analysis.index.path_values(literal)
    sends = {b.id: 1 for b in cfg.blocks if b.node is not None and b.node.type == "send_statement"}
    assert len(sends) == 2
    assert ValueGraph(cfg, values, [sends]).heaviest(0) == 1
    assert ValueGraph(cfg, values, [sends], limit=3).heaviest(0) is None
