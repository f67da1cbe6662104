"""Dispatch tables (a table's calls run its functions, Reach.only_runs) and joins (a receive
from a done channel that a method closes on its way out, or a wait on a WaitGroup counting
only one method's runs, waits that method out; a goroutine its launcher waits for runs
within the launcher)."""

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
    assert analysis.joins.runs_within(methods["onPing"], methods["loop"])


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


GROUP_JOIN = """package p

import "sync"

type stresser struct {
	runWg sync.WaitGroup
	alive sync.WaitGroup
}

func (s *stresser) Start() {
	s.runWg.Add(1)
	go s.run()
}

func (s *stresser) run() {
	defer s.runWg.Done()
	s.create(3)
}

func (s *stresser) create(n int) {
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s.alive.Add(1)
		}()
		%s
	}
	wg.Wait()
}

func (s *stresser) Close() {
	s.runWg.Wait()
	s.alive.Wait()
}
%s
"""


def _group_join(body: str = "", extra: str = "") -> tuple[PackageAnalysis, dict[str, Node]]:
    return _analysis(GROUP_JOIN % (body, extra))


def _alive_wait(methods: dict[str, Node]) -> Node:
    return next(n for n in every_node(methods["Close"]) if n.text == b"s.alive.Wait()")


def _worker(methods: dict[str, Node]) -> Node:
    return next(n for n in every_node(methods["create"]) if n.type == "func_literal")


def test_a_wait_on_a_group_counting_one_method_waits_that_method_out() -> None:
    analysis, methods = _group_join()
    assert analysis.joins.waited_out(methods["Close"], _alive_wait(methods)) == {methods["run"]}


@pytest.mark.parametrize(
    "extra",
    [
        "func (s *stresser) other() { s.runWg.Done() }",  # another Done: not one method's
        "func (s *stresser) Again() { go s.run() }",  # a run no Add counts
    ],
)
def test_a_group_counting_more_than_one_method_waits_nothing_out(extra: str) -> None:
    analysis, methods = _group_join(extra=extra)
    assert analysis.joins.waited_out(methods["Close"], _alive_wait(methods)) == set()


def test_a_goroutine_its_launcher_waits_for_runs_within_the_launchers_callers() -> None:
    analysis, methods = _group_join()
    assert analysis.joins.runs_within(_worker(methods), methods["run"])
    assert not analysis.joins.runs_within(_worker(methods), methods["Close"])


@pytest.mark.parametrize(
    "body",
    [
        "if i > 1 {\n\t\t\treturn\n\t\t}",  # leaves before waiting
        "go s.create(n - 1)",  # create also runs on a goroutine nobody waits for
    ],
)
def test_a_goroutine_left_unwaited_does_not_run_within(body: str) -> None:
    analysis, methods = _group_join(body)
    assert not analysis.joins.runs_within(_worker(methods), methods["run"])


def test_a_goroutine_that_may_skip_its_done_is_not_joined() -> None:
    source = GROUP_JOIN.replace(
        "defer wg.Done()\n", "if i > 1 {\n\t\t\t\treturn\n\t\t\t}\n\t\t\tdefer wg.Done()\n"
    )
    assert source != GROUP_JOIN
    analysis, methods = _analysis(source % ("", ""))
    go = next(n for n in every_node(methods["create"]) if n.type == "go_statement")
    assert not analysis.joins.joined_launch(go)
