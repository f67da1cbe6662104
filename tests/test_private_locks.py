"""Locks of an object its function has just made and let nobody see
(LockGraph.private_lock): no other goroutine can hold or wait for them, so they order
nothing in the lock graph, until a use hands the object on."""

from __future__ import annotations

import pytest

from goleaklint.analysis import analyze_package
from goleaklint.gofile import GoFile
from goleaklint.parse import captures

PROGRAM = """package p

import "sync"

type T struct {
	mu    sync.Mutex
	inner *T
	n     int
	cond  *sync.Cond
}

type Registry struct {
	mu  sync.Mutex
	all []*T
}

var reg = &Registry{}

var published []*T

func register(t *T) { published = append(published, t) }

func (t *T) keep() { t.n++ }

func note(t *T) int { return t.n + 1 }

func (t *T) publish() { register(t) }

func (t *T) run() {}

func (r *Registry) add(t *T) {
	r.mu.Lock()
	r.all = append(r.all, t)
	r.mu.Unlock()
}

func (r *Registry) count() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.all)
}

func f(param *T) {
	%s
}
"""


def _analysis(body: str):
    go_file = GoFile.from_source("p.go", (PROGRAM % body).encode())
    assert not go_file.root.has_error
    return go_file, analyze_package([go_file], None)


def private(body: str) -> bool:
    """Whether the last ``c.mu.Lock()`` of the body is private where it is."""
    go_file, analysis = _analysis(body)
    calls = [
        c
        for c in captures("(call_expression) @call", go_file.root)["call"]
        if c.text.decode() in ("c.mu.Lock()", "param.mu.Lock()", "c.inner.mu.Lock()")
    ]
    call = calls[-1]
    return analysis.lockgraph.private_lock(call, call)


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("c := &T{}\n\tc.n = 1\n\tc.mu.Lock()", True),
        ("c := new(T)\n\tc.keep()\n\tc.mu.Lock()", True),
        ("c := &T{}\n\tc.n = note(c)\n\tc.mu.Lock()", True),
        ("c := &T{}\n\tif c != nil {\n\t\tc.mu.Lock()\n\t}", True),
        ("c := &T{}\n\tgo c.run()\n\tc.mu.Lock()", False),
        ("c := &T{}\n\tregister(c)\n\tc.mu.Lock()", False),
        ("c := &T{}\n\tc.publish()\n\tc.mu.Lock()", False),
        ("c := &T{}\n\tf := c.run\n\t_ = f\n\tc.mu.Lock()", False),
        ("c := &T{}\n\tm := &c.mu\n\t_ = m\n\tc.mu.Lock()", False),
        ("c := &T{}\n\tc.cond = sync.NewCond(&c.mu)\n\tc.mu.Lock()", True),
        ("c := &T{}\n\tparam.cond = sync.NewCond(&c.mu)\n\tc.mu.Lock()", False),
        ("c := &T{}\n\tfunc() { _ = c }()\n\tc.mu.Lock()", False),
        ("c := &T{}\n\tfor range 2 {\n\t\tc.mu.Lock()\n\t\tregister(c)\n\t}", False),
        ("for range 2 {\n\t\tc := &T{}\n\t\tc.mu.Lock()\n\t\tregister(c)\n\t}", True),
        ("c := &T{}\n\tc = param\n\tc.mu.Lock()", False),
        ("param.mu.Lock()", False),
        ("c := &T{inner: param}\n\tc.inner.mu.Lock()", False),
    ],
    ids=[
        "a-field-set",
        "a-method-that-keeps-it",
        "a-function-that-keeps-it",
        "compared-with-nil",
        "a-goroutine-started-on-it",
        "handed-to-a-function",
        "a-method-that-hands-it-on",
        "a-method-value",
        "its-mutex-lent",
        "its-mutex-lent-to-a-cond-of-its-own",
        "its-mutex-lent-to-a-cond-of-another",
        "captured-by-a-literal",
        "a-loop-keeps-the-object-of-an-earlier-round",
        "a-new-object-every-round",
        "bound-to-another-object",
        "a-parameter",
        "a-mutex-of-an-object-it-points-to",
    ],
)
def test_private_lock(body: str, expected: bool) -> None:
    assert private(body) == expected


def order_pairs(body: str) -> set[str]:
    _, analysis = _analysis(body)
    return {f"{e.first.lock}->{e.second.lock}" for e in analysis.lockgraph.edges()}


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        # held while another lock is taken: nobody can wait for it there
        ("c := &T{}\n\tc.mu.Lock()\n\tc.n = reg.count()\n\tc.mu.Unlock()", set()),
        # taken while another is held: it cannot block
        ("reg.mu.Lock()\n\tc := &T{}\n\tc.mu.Lock()\n\tc.mu.Unlock()\n\treg.mu.Unlock()", set()),
        # handed on while held, then another lock taken: an order like any other
        (
            "c := &T{}\n\tc.mu.Lock()\n\tregister(c)\n\treg.mu.Lock()\n\treg.mu.Unlock()",
            {"T.mu->Registry.mu"},
        ),
        # handed on later in a loop that takes the other lock again on the next round
        (
            "c := &T{}\n\tc.mu.Lock()\n\tfor range 2 {\n"
            "\t\tc.n = reg.count()\n\t\tregister(c)\n\t}",
            {"T.mu->Registry.mu"},
        ),
        # the call that takes the other lock is handed the object
        ("c := &T{}\n\tc.mu.Lock()\n\treg.add(c)\n\tc.mu.Unlock()", {"T.mu->Registry.mu"}),
        # an earlier call hands it on
        ("c := &T{}\n\tc.mu.Lock()\n\tc.publish()\n\treg.add(c)", {"T.mu->Registry.mu"}),
    ],
    ids=[
        "held-new-object",
        "taken-new-object",
        "handed-on-while-held",
        "handed-on-later-in-a-loop",
        "handed-to-the-call-that-takes-the-other",
        "handed-on-by-an-earlier-call",
    ],
)
def test_orders(body: str, expected: set[str]) -> None:
    assert order_pairs(body) == expected
