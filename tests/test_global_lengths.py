"""PackageIndex.global_value and known_length: a package variable nothing gives another
value keeps the length of the literal it is declared with (a test table)."""

from __future__ import annotations

import pytest

from goleaklint.analysis import analyze_package
from goleaklint.dataflow.lengths import known_length
from goleaklint.gofile import GoFile
from goleaklint.parse import walk

PROGRAM = """package p

var cases = []int{1, 2, 3}

func run() int {
	n := 0
	for _, c := range cases {
		n += c
	}
	return n
}
%s
"""


def _length(extra: str) -> int | None:
    go_file = GoFile.from_source("p.go", (PROGRAM % extra).encode())
    analysis = analyze_package([go_file], None)
    ranged = next(
        n
        for n in walk(go_file.root)
        if n.type == "identifier" and n.text == b"cases" and n.parent.type == "range_clause"
    )
    return known_length(ranged, analysis.index)


def test_table_nothing_changes() -> None:
    assert _length("") == 3


@pytest.mark.parametrize(
    "extra",
    [
        "func init() { cases = append(cases, 4) }",  # assigned
        "func grow() { p := &cases; *p = nil }",  # its address handed out
        "func other() (cases []int) { cases = nil; return }",  # a variable of its name
        "func set() { cases, _ = nil, 0 }",  # one of several assigned
    ],
)
def test_table_something_may_change(extra: str) -> None:
    assert _length(extra) is None


def test_exported_table_other_packages_may_grow() -> None:
    go_file = GoFile.from_source("p.go", (PROGRAM.replace("cases", "Cases") % "").encode())
    analysis = analyze_package([go_file], None)
    ranged = next(
        n
        for n in walk(go_file.root)
        if n.type == "identifier" and n.text == b"Cases" and n.parent.type == "range_clause"
    )
    assert known_length(ranged, analysis.index) is None
