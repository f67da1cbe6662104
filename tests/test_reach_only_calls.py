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


FIXTURE = """package %s

type %s struct{}

func (f *%s) Fire() {}

func use(f *%s) {
	f.Fire()
}
"""


def _method_calls(package: str, type_name: str, path: str) -> int | None:
    source = FIXTURE % (package, type_name, type_name, type_name)
    go_file = GoFile.from_source(path, source.encode())
    analysis = analyze_package([go_file], None)
    method = next(d for d in go_file.declarations if d.type == "method_declaration")
    calls = analysis.reach.only_calls(method)
    return None if calls is None else len(calls)


def test_an_exported_method_of_an_exported_type_may_be_called_elsewhere() -> None:
    assert _method_calls("p", "Fixture", "p_test.go") is None


def test_an_exported_method_of_an_unexported_type_outside_tests_may_be_called_elsewhere() -> None:
    # Another package may hold a value of the type, handed out by an exported function.
    assert _method_calls("p", "fixture", "p.go") is None


def test_an_exported_method_of_an_unexported_type_in_a_test_file_is_the_packages() -> None:
    assert _method_calls("p", "fixture", "p_test.go") == 1


def test_every_function_of_an_external_test_package_is_its_own() -> None:
    assert _method_calls("p_test", "Fixture", "p_test.go") == 1
