"""Types of builtin results: ``make(T, ...)`` and ``new(T)`` are of T, ``append(xs, ...)`` of
xs, unless a local variable shadows the builtin."""

from __future__ import annotations

import pytest
from trees import every_node

from goleaklint import syntax
from goleaklint.analysis import analyze_package
from goleaklint.gofile import GoFile

PROGRAM = """package p

type item struct{}

func f() {
	%s
	_ = x
}
"""


def _type_of_x(binding: str) -> str:
    go_file = GoFile.from_source("p.go", (PROGRAM % binding).encode())
    analysis = analyze_package([go_file], None)
    uses = [n for n in every_node(go_file.root) if n.type == "identifier" and n.text == b"x"]
    last = max(uses, key=lambda n: n.start_byte)  # ``_ = x``
    return syntax.text(analysis.types.of(last))


@pytest.mark.parametrize(
    ("binding", "expected"),
    [
        ("x := make([]item, 0, 4)", "[]item"),
        ("x := make(chan item)", "chan item"),
        ("x := new(item)", "item"),
        ("xs := make([]item, 0)\n\tx := append(xs, item{})", "[]item"),
        ('xs := make(map[string]item)\n\tx := xs["a"]', "item"),
    ],
)
def test_builtin_results_have_the_spelled_type(binding: str, expected: str) -> None:
    assert _type_of_x(binding) == expected


def test_a_local_make_is_not_the_builtin() -> None:
    assert _type_of_x("make := func(v any, n int) int { return n }\n\tx := make(item{}, 1)") == ""
