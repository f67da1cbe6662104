"""Dispatch tables (a table's calls run its functions, Reach.only_runs) and joins (a receive
from a done channel that a method closes on its way out waits that method out)."""

from __future__ import annotations

import pytest
from trees import every_node

from goleaklint import syntax
from goleaklint.analysis import PackageAnalysis, analyze_package
from goleaklint.gofile import GoFile
from goleaklint.parse import Node

TABLE = """package p

type conn struct{ done chan struct{} }

var handlers = []func(*conn, int){
	0: (*conn).onData,
	1: (*conn).onPing,
}

func (c *conn) onData(n int) {}
func (c *conn) onPing(n int) {}

func (c *conn) loop(kind int) {
	handlers[kind](c, kind)
	%s
}
"""


def _analysis(source: str) -> tuple[PackageAnalysis, dict[str, Node]]:
    go_file = GoFile.from_source("p.go", source.encode())
    analysis = analyze_package([go_file], None)
    methods = {d.name: d.node for d in analysis.index.methods.values()}
    return analysis, methods


@pytest.mark.parametrize("call", ["handlers[kind](c, kind)", "(handlers[kind])(c, kind)"])
def test_a_table_call_runs_each_function_of_the_table(call: str) -> None:
    analysis, methods = _analysis(TABLE.replace("handlers[kind](c, kind)", call) % "")
    runs = analysis.reach.only_runs(methods["onData"])
    assert runs is not None and [owner for _, owner in runs] == [methods["loop"]]
    assert analysis.reach.only_calls(methods["onData"]) is None  # no call names it
    assert analysis.reach.runs_only_inside(methods["onPing"], methods["loop"])


@pytest.mark.parametrize(
    "use",
    [
        "for _, h := range handlers { h(c, kind) }",  # ranged over: run elsewhere too
        "handlers[1] = nil",  # replaced
        "register(handlers)",  # handed out
    ],
)
def test_a_table_used_otherwise_says_nothing(use: str) -> None:
    analysis, methods = _analysis(TABLE % use + "\nfunc register(any) {}\n")
    assert analysis.reach.only_runs(methods["onData"]) is None


def test_an_exported_table_says_nothing() -> None:
    analysis, methods = _analysis((TABLE % "").replace("handlers", "Handlers"))
    assert analysis.reach.only_runs(methods["onData"]) is None


JOIN = """package p

type session struct {
	done chan struct{}
	quit chan struct{}
}

func newSession() *session {
	s := &session{done: make(chan struct{}), quit: make(chan struct{})}
	go s.recv()
	return s
}

func (s *session) recv() {
	defer close(s.done)
	<-s.quit
}

func (s *session) Close() {
	close(s.quit)
	%s
	s.after()
}

func (s *session) after() {}
%s
"""


def _waited(wait: str, extra: str = "") -> set[str]:
    analysis, methods = _analysis(JOIN % (wait, extra))
    close = methods["Close"]
    call = next(n for n in every_node(close) if n.text == b"s.after()")
    return {syntax.text(m.child_by_field_name("name")) for m in _joined(analysis, close, call)}


def _joined(analysis: PackageAnalysis, function: Node, before: Node) -> set[Node]:
    return analysis.joins.waited_out(function, before)


def test_a_receive_from_the_done_channel_waits_the_closer_out() -> None:
    assert _waited("<-s.done") == {"recv"}
    assert _waited("_ = <-s.done") == {"recv"}


def test_a_receive_on_some_paths_only_waits_nothing_out() -> None:
    assert _waited("if s.quit != nil {\n\t\t<-s.done\n\t}") == set()


def test_a_second_closer_or_a_second_make_leaves_the_channel_unclaimed() -> None:
    assert _waited("<-s.done", "func (s *session) stop() { close(s.done) }") == set()
    assert _waited("<-s.done", "func (s *session) reset() { s.done = make(chan struct{}) }") == (
        set()
    )


def test_another_channel_waits_nothing_out() -> None:
    assert _waited("<-s.quit") == set()
