"""Which objects the two locks of a lock-order edge belong to (goleaklint.dataflow.lockobjects):
one variable's object, two variables one of which holds an object of its own, or unknown
when a variable may hold another object at the second lock."""

from __future__ import annotations

import pytest

from goleaklint.analysis import analyze_package
from goleaklint.dataflow.lockobjects import Objects
from goleaklint.gofile import GoFile

PROGRAM = """package p

import "sync"

type R struct {
	a sync.Mutex
	b sync.Mutex
}

func newR() *R { return &R{} }

func (r *R) takeB() {
	r.b.Lock()
	r.b.Unlock()
}

var shared = make(chan *R, 1)

func f(r, other *R) {
	%s
}
"""


def relation(body: str) -> Objects:
    go_file = GoFile.from_source("p.go", (PROGRAM % body).encode())
    assert not go_file.root.has_error
    analysis = analyze_package([go_file], None)
    (edge,) = [e for e in analysis.lockgraph.edges() if str(e.first.lock) == "R.a"]
    return analysis.lock_objects.relation(edge)


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("r.a.Lock()\n\tr.b.Lock()", Objects.SAME),
        ("r.a.Lock()\n\tr.takeB()", Objects.SAME),
        # handed on first: its lock orders (a new object nobody has yet orders nothing)
        ("r.a.Lock()\n\tfresh := newR()\n\tshared <- fresh\n\tfresh.takeB()", Objects.APART),
        ("r.a.Lock()\n\tfresh := &R{}\n\tshared <- fresh\n\tfresh.b.Lock()", Objects.APART),
        ("r.a.Lock()\n\tother.b.Lock()", Objects.UNKNOWN),
        ("r.a.Lock()\n\tfresh := newR()\n\tfresh = r\n\tfresh.takeB()", Objects.UNKNOWN),
        ("x := r\n\tx.a.Lock()\n\tx = other\n\tx.b.Lock()", Objects.UNKNOWN),
    ],
    ids=[
        "both-fields-of-r",
        "a-method-of-r-takes-the-second",
        "a-constructor-makes-the-second-object-handed-on",
        "a-literal-makes-the-second-object-handed-on",
        "two-parameters-may-be-one-object",
        "the-fresh-variable-bound-to-r-again",
        "one-variable-rebound-between-the-locks",
    ],
)
def test_relation(body: str, expected: Objects) -> None:
    assert relation(body) == expected
