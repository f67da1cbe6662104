"""Reach.parameter_length: a slice parameter's length from what every call passes."""

from __future__ import annotations

import pytest

from goleaklint.analysis import analyze_package
from goleaklint.gofile import GoFile


def _length(source: str, function: str = "each", name: str = "items") -> int | None:
    go_file = GoFile.from_source("p.go", source.encode())
    analysis = analyze_package([go_file], None)
    definition = next(d for d in analysis.index.functions.values() if d.name == function)
    var = next(v for v in analysis.index.resolution(definition.node).variables if v.name == name)
    return analysis.reach.parameter_length(var)


@pytest.mark.parametrize(
    ("callers", "expected"),
    [
        ("each([]int{1, 2})\n\teach([]int{})", 2),
        ("xs := []int{1, 2, 3}\n\teach(xs)", 3),
        ("each([]int{1})\n\teach(list)", None),  # one caller passes a slice of any length
        ("f := each\n\tf([]int{1})", None),  # a function value runs it from anywhere
    ],
)
def test_longest_argument(callers: str, expected: int | None) -> None:
    source = f"""package p

var list []int

func each(items []int) {{
	for range items {{
	}}
}}

func run() {{
	{callers}
}}
"""
    assert _length(source) == expected


def test_reassigned_parameter_is_not_known() -> None:
    source = """package p

func each(items []int) {
	items = append(items, 4)
	for range items {
	}
}

func run() {
	each([]int{1})
}
"""
    assert _length(source) is None


def test_recursion_through_the_parameter_ends() -> None:
    source = """package p

func each(items []int) {
	if len(items) > 1 {
		each(items[1:])
		each(items)
	}
}

func run() {
	each([]int{1, 2})
}
"""
    assert _length(source) is None


def test_exported_function_is_not_known() -> None:
    source = """package p

func Each(items []int) {
	for range items {
	}
}

func run() {
	Each([]int{1})
}
"""
    assert _length(source, "Each") is None
