"""Stable guards in the path value domain (goleaklint.dataflow.values): a local or parameter
set again only before its first test (and by no loop around it), or a field of one the
function never sets nor lends, that two conditions test is tracked, so the second test
follows the first; anything that may change between the tests is not."""

from __future__ import annotations

import pytest

from goleaklint.analysis import analyze_package
from goleaklint.dataflow.values import PathValues
from goleaklint.gofile import GoFile

PROGRAM = """package p

type config struct{ on bool }

func run(cfg config, on bool, n int) int {
	local := n > 2
	%s
	if %s {
		n++
	}
	%s
	if %s {
		n--
	}
	return n
}

func touch(b *bool) { *b = true }
"""


def _tracked(change: str, guard: str, between: str = "") -> list[str]:
    source = PROGRAM % (change, guard, between, guard)
    go_file = GoFile.from_source("p.go", source.encode())
    analysis = analyze_package([go_file], None)
    function = next(
        d
        for d in go_file.declarations
        if d.type == "function_declaration" and d.child_by_field_name("name").text == b"run"
    )
    values: PathValues = analysis.index.path_values(function)
    names = []
    for slot in values.tracked:
        if isinstance(slot, tuple):
            names.append(f"{slot[0].name}.{slot[1]}")
        else:
            names.append(slot.name)
    return names


@pytest.mark.parametrize(
    ("guard", "slot"), [("on", "on"), ("cfg.on", "cfg.on"), ("local", "local")]
)
def test_a_guard_nothing_changes_is_tracked(guard: str, slot: str) -> None:
    assert slot in _tracked("", guard)


@pytest.mark.parametrize(
    ("change", "guard", "slot"),
    [
        ("on = n > 3", "on", "on"),  # set again before the tests: they see one value
        ("local = !local", "local", "local"),
        ("for n > 0 { n-- }", "on", "on"),
    ],
)
def test_a_guard_set_only_before_its_tests_is_tracked(change: str, guard: str, slot: str) -> None:
    assert slot in _tracked(change, guard)


@pytest.mark.parametrize(
    ("change", "guard", "slot", "between"),
    [
        ("", "on", "on", "on = n > 3"),  # set again between the tests
        ("", "local", "local", "local = !local"),
        ("for n > 0 { on = !on; if on { n-- }; n-- }", "on", "on", ""),  # a loop sets it
        ("cfg.on = false", "cfg.on", "cfg.on", ""),  # the field set
        ("cfg = config{}", "cfg.on", "cfg.on", ""),  # the holder set: another value's field
        ("touch(&cfg.on)", "cfg.on", "cfg.on", ""),  # the field lent
    ],
)
def test_a_guard_that_may_change_is_not(change: str, guard: str, slot: str, between: str) -> None:
    assert slot not in _tracked(change, guard, between)


def test_a_guard_tested_once_is_not_tracked() -> None:
    source = PROGRAM % ("", "cfg.on", "", "n > 1")
    go_file = GoFile.from_source("p.go", source.encode())
    analysis = analyze_package([go_file], None)
    function = next(d for d in go_file.declarations if d.type == "function_declaration")
    assert analysis.index.path_values(function).tracked == ()
