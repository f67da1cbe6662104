"""Length tests that show a channel operation completes at once
(goleaklint.dataflow.lenguards): which comparisons count, for receives and for sends, in
the guarded body or after an early exit, and what between the test and the operation
undoes them."""

from __future__ import annotations

import pytest
from trees import every_node

from goleaklint import syntax
from goleaklint.dataflow.lenguards import len_guard
from goleaklint.dataflow.uses import UseKind
from goleaklint.gofile import GoFile

PROGRAM = """package p

func f(ch chan int, other chan int, mu interface{ Unlock() }, ok bool) int {
	%s
	return 0
}
"""


def guard_of(body: str, kind: UseKind) -> str | None:
    """The text of the test guarding the last operation of ``kind`` on ``ch``."""
    go_file = GoFile.from_source("p.go", (PROGRAM % body).encode())
    function = next(d for d in go_file.declarations if d.type == "function_declaration")
    if kind == UseKind.RECV:
        operations = [
            n
            for n in every_node(function)
            if n.type == "unary_expression" and syntax.text(n).startswith("<-ch")
        ]
    else:
        operations = [
            n
            for n in every_node(function)
            if n.type == "send_statement" and syntax.text(n).startswith("ch <-")
        ]
    test = len_guard(operations[-1], kind, function)
    return syntax.text(test) if test is not None else None


@pytest.mark.parametrize(
    "body",
    [
        "if len(ch) > 0 { return <-ch }",
        "if 0 < len(ch) { return <-ch }",
        "if len(ch) != 0 && ok { return <-ch }",
        "if len(ch) >= 1 { return <-ch }",
        "for len(ch) > 0 { <-ch }",
        "if len(ch) == 0 { return 1 }\n\treturn <-ch",
        "if ok || len(ch) == 0 { return 1 }\n\treturn <-ch",
        "if len(ch) == 0 { mu.Unlock(); return 1 }\n\treturn <-ch",
    ],
)
def test_a_receive_the_test_shows_completes(body: str) -> None:
    assert guard_of(body, UseKind.RECV) is not None


@pytest.mark.parametrize(
    "body",
    [
        "return <-ch",
        "if len(other) > 0 { return <-ch }",
        "if len(ch) > 1 || ok { return <-ch }",  # ok alone lets the receive run
        "if len(ch) >= 0 { return <-ch }",
        "if len(ch) > 0 { <-ch; return <-ch }",  # one value tested, two taken
        "if len(ch) > 0 { mu.Unlock(); return <-ch }",
        "if len(ch) == 0 { ok = true }\n\treturn <-ch",  # the test does not leave
        "if len(ch) == 0 && ok { return 1 }\n\treturn <-ch",
        "if len(ch) > 0 { go func() { <-ch }() }",  # another goroutine's receive
        "if len(ch) > 0 { for { <-ch } }",  # one value tested, one taken per round
        "if len(ch) == 0 { return 1 }\n\tfor { <-ch }",
    ],
)
def test_a_receive_the_test_does_not_show_completes(body: str) -> None:
    assert guard_of(body, UseKind.RECV) is None


@pytest.mark.parametrize(
    ("body", "sure"),
    [
        ("if len(ch) < cap(ch) { ch <- 1 }", True),
        ("if cap(ch) > len(ch) { ch <- 1 }", True),
        ("if len(ch) == cap(ch) { return 1 }\n\tch <- 1", True),
        ("if len(ch) >= cap(ch) { panic(1) }\n\tch <- 1", True),
        ("if len(ch) < cap(other) { ch <- 1 }", False),
        ("if len(ch) > 0 { ch <- 1 }", False),
        ("if len(ch) < cap(ch) { ch <- 1; ch <- 2 }", False),
    ],
)
def test_a_send_needs_a_test_of_room(body: str, sure: bool) -> None:
    assert (guard_of(body, UseKind.SEND) is not None) == sure
