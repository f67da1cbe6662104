"""The lifecycle fix (GL002, a cancel kept in a field and called only in a method nothing
calls): ``defer x.M()`` after each start, offered only when every start holds a new object
in a local variable used for nothing but its members. The fixed testdata are proven by
tests/test_fix_goldens.py; here, each reason to offer no fix, on a program that still has
its finding."""

from __future__ import annotations

import pytest

from goleaklint import engine
from goleaklint.rule import Finding

OBJECT = """package main

import (
	"context"
	"fmt"
)

type watcher struct {
	ctx    context.Context
	cancel context.CancelFunc
}

func (w *watcher) Start() {
	w.ctx, w.cancel = context.WithCancel(context.Background())
	go w.watch()
}

func (w *watcher) watch() {
	<-w.ctx.Done()
	fmt.Println("stopped")
}

func (w *watcher) Close() {
	w.cancel()
}

func keep(w *watcher) {}

func getWatcher() *watcher { return &watcher{} }
"""


def _gl002(caller: str, source: str = OBJECT) -> list[Finding]:
    program = source + caller + "\nfunc main() {\n\tuse()\n}\n"
    result = engine.check_source("p/main.go", program.encode())
    return [f for f in result.findings if f.rule_id == "GL002"]


def test_a_local_object_started_and_dropped_gets_a_deferred_release() -> None:
    (finding,) = _gl002("func use() {\n\tw := &watcher{}\n\tw.Start()\n}\n")
    (fix,) = finding.fixes
    assert fix.title == "Release the `watcher` with `defer w.Close()` after starting it"
    assert [e.new_text for e in fix.edits] == ["\n\tdefer w.Close()"]


@pytest.mark.parametrize(
    "caller",
    [
        # The object goes on living after the function: returned, handed over, captured.
        "func use() *watcher {\n\tw := &watcher{}\n\tw.Start()\n\treturn w\n}\n",
        "func use() {\n\tw := &watcher{}\n\tw.Start()\n\tkeep(w)\n}\n",
        "func use() {\n\tw := &watcher{}\n\tw.Start()\n\tgo func() { w.watch() }()\n}\n",
        # Not an object this function made: it may be shared.
        "func use() {\n\tw := getWatcher()\n\tw.Start()\n}\n",
        # Started in a loop: a deferred release would wait for the function's end.
        "func use() {\n\tfor i := 0; i < 2; i++ {\n\t\tw := &watcher{}\n\t\tw.Start()\n\t}\n}\n",
        # Started twice: the release would be deferred twice.
        "func use() {\n\tw := &watcher{}\n\tw.Start()\n\tw.Start()\n}\n",
        # The start is not a statement of its own.
        "func use() {\n\tw := &watcher{}\n\tdefer w.Start()\n}\n",
    ],
)
def test_no_release_is_deferred_for_an_object_that_may_outlive_its_start(caller: str) -> None:
    findings = _gl002(caller)
    assert findings, "the leak is still reported"
    assert all(not f.fixes for f in findings)


def test_a_release_that_needs_an_argument_is_not_deferred() -> None:
    source = OBJECT.replace("Close() {", "Close(reason string) {")
    (finding,) = _gl002("func use() {\n\tw := &watcher{}\n\tw.Start()\n}\n", source)
    assert not finding.fixes


def test_every_start_in_the_package_is_released_or_none_is() -> None:
    callers = (
        "func use() {\n\tw := &watcher{}\n\tw.Start()\n\tother()\n}\n"
        "func other() {\n\tw := getWatcher()\n\tw.Start()\n}\n"
    )
    findings = _gl002(callers)
    assert findings
    assert all(not f.fixes for f in findings)
