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
