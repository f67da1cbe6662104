"""methodvalues: a call of a local that holds a lock method value for good runs that method
on the object the binding named (``unlock := s.mu.Unlock; ...; unlock()``)."""

from __future__ import annotations

import pytest

from goleaklint.analysis import analyze_package
from goleaklint.dataflow.methodvalues import bound_calls
from goleaklint.gofile import GoFile

PROGRAM = """package p

import "sync"

type S struct {
	mu, other sync.Mutex
}

func keep(func()) {}

func (s *S) f(n int) {
	s.mu.Lock()
	%s
}
"""
METHODS = ("Lock", "Unlock", "RLock", "RUnlock")


def _bound(body: str) -> list[tuple[str, str, str]]:
    """``(call, operand, method)`` for every call of a bound method value in ``f``."""
    go_file = GoFile.from_source("p.go", (PROGRAM % body).encode())
    analysis = analyze_package([go_file], None)
    function = next(d.node for d in analysis.index.methods.values() if d.name == "f")
    return [
        (call.text.decode(), bound.operand.text.decode(), bound.method)
        for call, bound in bound_calls(analysis.index, function, METHODS)
    ]


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("unlock := s.mu.Unlock\n\tunlock()", [("unlock()", "s.mu", "Unlock")]),
        ("unlock := s.mu.Unlock\n\tdefer unlock()", [("unlock()", "s.mu", "Unlock")]),
        # bound again to the same spelling after a relock
        (
            "u := s.mu.Unlock\n\tu()\n\ts.mu.Lock()\n\tu = s.mu.Unlock\n\tu()",
            [("u()", "s.mu", "Unlock"), ("u()", "s.mu", "Unlock")],
        ),
        # bound here, called by a literal
        ("u := s.mu.Unlock\n\tfunc() { u() }()", [("u()", "s.mu", "Unlock")]),
    ],
)
def test_calls_of_a_method_value_held_for_good(
    body: str, expected: list[tuple[str, str, str]]
) -> None:
    assert _bound(body) == expected


@pytest.mark.parametrize(
    "body",
    [
        "u := s.mu.Unlock\n\tu = s.other.Unlock\n\tu()",  # another mutex's method later
        "u := s.mu.Unlock\n\tkeep(u)\n\tu()",  # handed on: anything may run it
        "u := s.mu.Unlock\n\tif u != nil {\n\t\tu()\n\t}",  # used as a value
        "u := s.mu.Unlock\n\tu = func() {}\n\tu()",  # replaced by something else
        "u := s.mu.Unlock\n\tfor _, u = range []func(){} {\n\t}\n\tu()",  # a range's values
        "var u func()\n\tu = s.mu.Unlock\n\tu()",  # declared without the value
        "u := s.mu.Unlock\n\tdefer func() { u = nil }()\n\tu()",  # cleared by a literal
    ],
)
def test_other_uses_leave_the_call_unknown(body: str) -> None:
    assert _bound(body) == []
