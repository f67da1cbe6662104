"""What a package function returns for one call's arguments (PackageIndex.call_results):
the returns it can reach when its parameters hold what the arguments are known to be."""

from __future__ import annotations

import pytest

from goleaklint.analysis import analyze_package
from goleaklint.dataflow.values import NIL, Value
from goleaklint.gofile import GoFile
from goleaklint.parse import walk

PROGRAM = """package p

import "errors"

type tunnel struct{ name string }

var errNoTunnel = errors.New("no tunnel")

func open(t *tunnel, strict bool) (*tunnel, error) {
	if t == nil {
		return nil, errNoTunnel
	}
	if strict && t.name == "" {
		return nil, errNoTunnel
	}
	return t, nil
}

func openAll(ts ...*tunnel) error {
	for _, t := range ts {
		if t == nil {
			return errNoTunnel
		}
	}
	return nil
}

func use(t *tunnel) {
	%s
}
"""


def _results(call_text: str) -> tuple[Value, ...] | None:
    go_file = GoFile.from_source("p.go", (PROGRAM % f"_, _ = {call_text}").encode())
    analysis = analyze_package([go_file], None)
    call = next(
        n
        for n in walk(go_file.root)
        if n.type == "call_expression" and n.text == call_text.encode()
    )
    return analysis.index.call_results(call)


@pytest.mark.parametrize(
    ("call", "expected"),
    [
        # a new tunnel and no strictness: only the last return can run, its error nil
        ("open(&tunnel{}, false)", (None, NIL)),
        # no tunnel: only the first, with a nil tunnel (what its error is, a package
        # variable, is not read here)
        ("open(nil, false)", (NIL, None)),
        # strict: the name may be empty, so which return runs is not known
        ("open(&tunnel{}, true)", None),
        # nothing known of the argument: nothing known of the results
        ("open(t, false)", None),
    ],
)
def test_results_for_the_arguments(call: str, expected: tuple[Value, ...] | None) -> None:
    assert _results(call) == expected


def test_a_variadic_call_is_not_argued() -> None:
    go_file = GoFile.from_source("p.go", (PROGRAM % "_ = openAll(nil)").encode())
    analysis = analyze_package([go_file], None)
    call = next(
        n for n in walk(go_file.root) if n.type == "call_expression" and n.text == b"openAll(nil)"
    )
    assert analysis.index.call_results(call) is None


HELPERS = """package p

import "errors"

type tunnel struct{ name string }

var errNoTunnel = errors.New("no tunnel")
var tunnels = map[string]*tunnel{}

func resolve(t **tunnel) { *t = tunnels[(*t).name] }

%s

func use() {
	_, _ = open(&tunnel{})
}
"""


@pytest.mark.parametrize(
    "function",
    [
        # a deferred literal may set the named error on the way out
        "func open(t *tunnel) (u *tunnel, err error) {\n"
        "\tif t == nil {\n\t\treturn nil, errNoTunnel\n\t}\n"
        "\tdefer func() { err = errNoTunnel }()\n\treturn t, nil\n}",
        # the parameter is lent: the callee may make it nil
        "func open(t *tunnel) (*tunnel, error) {\n\tresolve(&t)\n"
        "\tif t == nil {\n\t\treturn nil, errNoTunnel\n\t}\n\treturn t, nil\n}",
        # a literal sets it
        "func open(t *tunnel) (*tunnel, error) {\n"
        "\trefresh := func() { t = tunnels[t.name] }\n\trefresh()\n"
        "\tif t == nil {\n\t\treturn nil, errNoTunnel\n\t}\n\treturn t, nil\n}",
    ],
)
def test_parameters_something_else_may_change_are_not_argued(function: str) -> None:
    go_file = GoFile.from_source("p.go", (HELPERS % function).encode())
    analysis = analyze_package([go_file], None)
    wanted = b"open(&tunnel{})"
    call = next(n for n in walk(go_file.root) if n.type == "call_expression" and n.text == wanted)
    results = analysis.index.call_results(call)
    assert results is None or results[1] is None


def test_a_deep_chain_of_argued_calls_stays_shallow() -> None:
    """Each call asks its callee for its results, a chain longer than Python's stack would
    allow frames for: answered (unknown past the depth), not a crash."""
    lines = [
        "package p",
        'import "errors"',
        "type T struct{ n int }",
        'var errX = errors.New("x")',
        "func f0(t *T) (*T, error) {\n\tif t == nil {\n\t\treturn nil, errX\n\t}\n"
        "\treturn t, nil\n}",
    ]
    for k in range(1, 160):
        lines.append(
            f"func f{k}(t *T) (*T, error) {{\n\tu, err := f{k - 1}(&T{{}})\n"
            "\tif err != nil {\n\t\treturn nil, err\n\t}\n"
            "\tif t == nil {\n\t\treturn nil, errX\n\t}\n\treturn u, nil\n}"
        )
    lines.append("func use() { _, _ = f159(&T{}) }")
    go_file = GoFile.from_source("p.go", "\n".join(lines).encode())
    analysis = analyze_package([go_file], None)
    call = next(
        n for n in walk(go_file.root) if n.type == "call_expression" and n.text == b"f159(&T{})"
    )
    analysis.index.call_results(call)  # no RecursionError
