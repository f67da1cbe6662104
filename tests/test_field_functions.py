"""Calls through a struct's function-typed field (goleaklint.dataflow.fieldfuncs): the one
function every store of the package gives the field runs, when no other package can store
into it; any store the package cannot follow, or two different functions, leave the call
unknown."""

from __future__ import annotations

import pytest

from goleaklint.analysis import analyze_package
from goleaklint.dataflow.fieldfuncs import call_holder, stored_function
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
        # values given without the field's name: elements of a slice or a map of stores
        (
            "p",
            "func set(s *store) { s.hook = flush }\n"
            "var all = []store{{sync.Mutex{}, func() {}, nil}}",
            "hook",
        ),
        (
            "p",
            "func set(s *store) { s.hook = flush }\n"
            'var byName = map[string]*store{"x": {sync.Mutex{}, func() {}, nil}}',
            "hook",
        ),
        # another field of that name, in an anonymous or a local struct type
        (
            "p",
            "func set(s *store) { s.hook = flush }\nvar anon = struct{ hook func() }{flush}",
            "hook",
        ),
        (
            "p",
            "func set(s *store) { s.hook = flush }\n"
            "func local() { type own struct{ hook func() }; _ = own{func() {}} }",
            "hook",
        ),
        # stored by a select case's receive
        ("p", "func set(s *store, ch chan func()) { select { case s.hook = <-ch: } }", "hook"),
        # a setter that changes its parameter before storing it
        (
            "p",
            "func (le *lessor) setCheckpointer(cp checkpointer) {\n"
            "\tif cp == nil {\n\t\tcp = func() {}\n\t}\n\tle.cp = cp\n}\n"
            "func run(le *lessor) { le.setCheckpointer(func() {}) }",
            "cp",
        ),
    ],
)
def test_unknown(package: str, extra: str, field: str) -> None:
    assert _called(package, extra, field)[0] is None


def test_a_program_is_imported_by_nothing() -> None:
    function, _, spelled = _called("main", "func set(s *store) { s.Hook = flush }", "Hook")
    assert function is not None and spelled == "flush"


def test_a_call_on_another_type_is_not_the_field() -> None:
    """``wg.Done()`` on a WaitGroup is no call of a ``Done`` field some struct declares."""
    source = PROGRAM % (
        "main",
        "type worker struct{ Done func() }\n"
        "func newWorker() *worker { return &worker{Done: flush} }\n"
        "func use(w *worker, wg *sync.WaitGroup) { w.Done(); wg.Done() }",
    )
    go_file = GoFile.from_source("p.go", source.encode())
    analysis = analyze_package([go_file], None)
    calls = {
        n.text.decode(): analysis.index.callee(n)
        for n in walk(go_file.root)
        if n.type == "call_expression" and n.text.decode() in ("w.Done()", "wg.Done()")
    }
    worker_call = calls["w.Done()"]
    assert worker_call is not None and worker_call[0].child_by_field_name("name").text == b"flush"
    assert calls["wg.Done()"] is None


def _holder(extra: str) -> str | None:
    go_file = GoFile.from_source("p.go", (PROGRAM % ("p", extra)).encode())
    analysis = analyze_package([go_file], None)
    call = next(
        n for n in walk(go_file.root) if n.type == "call_expression" and n.text == b"le.cp()"
    )
    stored = stored_function(analysis.index, call.child_by_field_name("function"))
    return stored.holder.name if stored is not None and stored.holder is not None else None


SETTER = "func (le *lessor) setCheckpointer(cp checkpointer) { le.cp = cp }\n"


@pytest.mark.parametrize(
    ("extra", "holder"),
    [
        # a literal that captured the very object it is stored in, directly or by a setter
        ("func run() { l := &lessor{}; l.cp = func() { l.renew() } }", "l"),
        (
            SETTER + "func run() { l := new(lessor); check := func() { l.renew() }; "
            "l.setCheckpointer(check) }",
            "l",
        ),
        ("func (le *lessor) wire() { le.cp = func() { le.renew() } }", "le"),
        # it captured another object
        ("func run() { a, b := &lessor{}, &lessor{}; a.cp = func() { b.renew() } }", None),
        # the variable may hold another object by the time of the call
        ("func run() { l := &lessor{}; l.cp = func() { l.renew() }; l = &lessor{} }", None),
        ("func run(l *lessor) { l.cp = func() { l.renew() } }", None),
        ("func run() { var l lessor; l.cp = func() { l.renew() } }", None),
        # two setter calls on different objects pass the one literal
        (
            SETTER + "func run() { a, b := &lessor{}, &lessor{}; check := func() { a.renew() }; "
            "a.setCheckpointer(check); b.setCheckpointer(check) }",
            None,
        ),
        # a keyed literal: the object is not a variable's yet
        (
            "func run() *lessor { var l *lessor; l = &lessor{cp: func() { l.renew() }}; return l }",
            None,
        ),
    ],
)
def test_literal_holder(extra: str, holder: str | None) -> None:
    """A literal called through a field works on the call's object where it names the
    variable of the object holding it (fieldfuncs.Stored.holder)."""
    assert _holder(extra) == holder


@pytest.mark.parametrize(
    "extra",
    [
        # a setter that moves on to another object before storing
        "type chained struct{ root *chained; cp func() }\n"
        "func (c *chained) setCp(cp func()) { if c.root != nil { c = c.root }; c.cp = cp }\n"
        "func run() { l := &lessor{}; c := &chained{}; c.setCp(func() {}); "
        "l.cp = func() { l.renew() } }",
        # a copy of an object holds the literal of the original
        "func run() *lessor { l := &lessor{}; l.cp = func() { l.renew() }; f := *l; return &f }",
        # a value of the struct is a copy of another
        "func run() { l := &lessor{}; l.cp = func() { l.renew() } }\nfunc keep(l lessor) {}",
    ],
)
def test_no_holder_where_the_object_may_be_another(extra: str) -> None:
    assert _holder(extra) is None


def test_a_struct_embedding_the_holder_is_not_it() -> None:
    """``s.cp()`` on a struct embedding the lessor runs the literal on the embedded
    lessor, not on ``s`` (fieldfuncs.call_holder)."""
    source = PROGRAM % (
        "p",
        "func run() { l := &lessor{}; l.cp = func() { l.renew() } }\n"
        "type server struct{ *lessor; n int }\n"
        "func (s *server) handle() { s.cp() }",
    )
    go_file = GoFile.from_source("p.go", source.encode())
    analysis = analyze_package([go_file], None)
    calls = [n for n in walk(go_file.root) if n.type == "call_expression"]
    own = next(n for n in calls if n.text == b"le.cp()")
    embedded = next(n for n in calls if n.text == b"s.cp()")
    literal = next(n for n in walk(go_file.root) if n.type == "func_literal")
    assert call_holder(analysis.index, own, literal) is not None
    assert call_holder(analysis.index, embedded, literal) is None
