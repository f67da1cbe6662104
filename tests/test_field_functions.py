"""Calls through a struct's function-typed field (goleaklint.dataflow.fieldfuncs): the one
function every store of the package gives the field runs, when no other package can store
into it; any store the package cannot follow, or two different functions, leave the call
unknown."""

from __future__ import annotations

import pytest

from goleaklint.analysis import analyze_package
from goleaklint.dataflow.fieldfuncs import stored_function
from goleaklint.gofile import GoFile
from goleaklint.parse import Node, walk

PROGRAM = """package %s

import "sync"

type store struct {
	mu    sync.Mutex
	hook  func()
	Hook  func()
}

type checkpointer func()

type lessor struct {
	cp checkpointer
}

func flush() {}

func (s *store) flushAll() {}

func (s *store) fire() {
	s.hook()
	s.Hook()
}

func (le *lessor) renew() {
	le.cp()
}

%s
"""


def _called(package: str, extra: str, field: str) -> tuple[Node | None, bool, str]:
    go_file = GoFile.from_source("p.go", (PROGRAM % (package, extra)).encode())
    analysis = analyze_package([go_file], None)
    call = next(
        n
        for n in walk(go_file.root)
        if n.type == "call_expression" and n.text.decode().endswith(f".{field}()")
    )
    stored = stored_function(analysis.index, call.child_by_field_name("function"))
    if stored is None:
        return None, False, ""
    name = stored.function.child_by_field_name("name")
    spelled = name.text.decode() if name is not None else stored.function.type
    return stored.function, stored.own_method, spelled


@pytest.mark.parametrize(
    ("extra", "field", "runs", "own"),
    [
        ("func newStore() *store { return &store{hook: flush} }", "hook", "flush", False),
        (
            "func newStore() *store { return &store{hook: func() {}} }",
            "hook",
            "func_literal",
            False,
        ),
        ("func set(s *store) { s.hook = flush; s.hook = nil }", "hook", "flush", False),
        # a method value of the very object the field is stored in
        (
            "func newStore() *store { s := &store{}; s.hook = s.flushAll; return s }",
            "hook",
            "flushAll",
            True,
        ),
        # a setter whose every call passes the same literal, bound once to a local
        (
            "func (le *lessor) setCheckpointer(cp checkpointer) { le.cp = cp }\n"
            "func run(le *lessor) { check := func() {}; le.setCheckpointer(check) }",
            "cp",
            "func_literal",
            False,
        ),
        # a function a package function makes
        (
            "func newCheck() checkpointer { return func() {} }\n"
            "func run() *lessor { return &lessor{cp: newCheck()} }",
            "cp",
            "func_literal",
            False,
        ),
    ],
)
def test_known(extra: str, field: str, runs: str, own: bool) -> None:
    function, own_method, spelled = _called("p", extra, field)
    assert function is not None
    assert (spelled, own_method) == (runs, own)


@pytest.mark.parametrize(
    ("package", "extra", "field"),
    [
        (
            "p",
            "func a(s *store) { s.hook = flush }\nfunc b(s *store) { s.hook = func() {} }",
            "hook",
        ),
        ("p", "func set(s *store) { s.Hook = flush }", "Hook"),  # others may store too
        ("p", "func lend(s *store) *func() { s.hook = flush; return &s.hook }", "hook"),
        ("p", "func set(s *store, f func()) { s.hook = f }", "hook"),  # whatever is passed
        ("p", "func set(s *store) { s.hook = flush }\nfunc (s *store) hook() {}", "hook"),
        ("p", "func set(s *store) { s.hook = flush }\ntype other struct{ hook func() }", "hook"),
        (
            "p",
            "func set(s *store) { s.hook = flush }\nvar zero = store{sync.Mutex{}, flush, nil}",
            "hook",
        ),
        (
            "p",
            "func (le *lessor) SetCheckpointer(cp checkpointer) { le.cp = cp }\n"
            "func run(le *lessor) { le.SetCheckpointer(func() {}) }",
            "cp",
        ),
        ("p", "func set(s *store) { f := func() {}; f = flush; s.hook = f }", "hook"),
        ("p", "func set(s *store) { f := func() {}; p := &f; *p = flush; s.hook = f }", "hook"),
        # a method value of another object runs with that one, not with the call's
        ("p", "func wire(a, b *store) { a.hook = b.flushAll }", "hook"),
    ],
)
def test_unknown(package: str, extra: str, field: str) -> None:
    assert _called(package, extra, field)[0] is None


def test_a_program_is_imported_by_nothing() -> None:
    function, _, spelled = _called("main", "func set(s *store) { s.Hook = flush }", "Hook")
    assert function is not None and spelled == "flush"
