"""The calls that are the only way to run a function (Reach.only_calls): a comment or a
string that names the function is no way to run it; a function value is."""

from __future__ import annotations

from goleaklint.analysis import analyze_package
from goleaklint.gofile import GoFile

PROGRAM = """package p

// helper is only called by run.
func helper() {}

func run() {
	helper() // helper runs here
	%s
}
"""


def _only_calls(extra: str) -> int | None:
    go_file = GoFile.from_source("p.go", (PROGRAM % extra).encode())
    analysis = analyze_package([go_file], None)
    helper = next(d for d in go_file.declarations if d.type == "function_declaration")
    calls = analysis.reach.only_calls(helper)
    return None if calls is None else len(calls)


def test_comments_naming_the_function_are_not_mentions() -> None:
    assert _only_calls("/* helper, again */") == 1


def test_a_string_naming_the_function_runs_nothing() -> None:
    assert _only_calls('name := "helper"\n\t_ = name') == 1


def test_a_function_value_is_another_way_to_run_it() -> None:
    assert _only_calls("f := helper\n\tf()") is None


def test_a_second_call_is_counted() -> None:
    assert _only_calls("helper()") == 2
