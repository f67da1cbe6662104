"""Calls that make a listener nobody else holds (goleaklint.dataflow.listeners): the
standard library's ``Listen`` functions, the ``Listen`` method of a ``net.ListenConfig``,
and the package's own functions whose every ``return`` gives such a listener (or nil)."""

from __future__ import annotations

import pytest
from reachable import declared_name

from goleaklint.analysis import analyze_package
from goleaklint.dataflow.listeners import listening_call
from goleaklint.gofile import GoFile
from goleaklint.parse import captures

PROGRAM = """package p

import (
	"context"
	"net"
)

var shared net.Listener
var config = &net.ListenConfig{}

%s

func use() {
	ln, _ := make_it()
	_ = ln
}
"""


def makes(maker: str) -> bool:
    """Whether ``use``'s call of ``make_it`` makes a listener nobody else holds."""
    go_file = GoFile.from_source("p.go", (PROGRAM % maker).encode())
    assert not go_file.root.has_error
    analysis = analyze_package([go_file], None)
    use = next(d for d in go_file.declarations if declared_name(d) == "use")
    call = next(c for c in captures("(call_expression) @c", use)["c"])
    return listening_call(analysis.index, call)


@pytest.mark.parametrize(
    "maker",
    [
        'func make_it() (net.Listener, error) { return net.Listen("tcp", ":0") }',
        "func make_it() (net.Listener, error) {\n"
        '\tln, err := net.Listen("tcp", ":0")\n\tif err != nil {\n'
        '\t\tln, err = net.Listen("tcp6", "[::1]:0")\n\t}\n'
        "\tif err != nil {\n\t\treturn nil, err\n\t}\n\treturn ln, nil\n}",
        "func make_it() (net.Listener, error) {\n"
        '\treturn config.Listen(context.Background(), "tcp", ":0")\n}',
        "func make_it() (net.Listener, error) {\n\tvar lc net.ListenConfig\n"
        '\treturn lc.Listen(context.Background(), "tcp", ":0")\n}',
        'func inner() (net.Listener, error) { return net.Listen("tcp", ":0") }\n'
        "func make_it() (net.Listener, error) { return inner() }",
    ],
    ids=[
        "returns-listen",
        "local-bound-twice",
        "config-variable",
        "typed-config",
        "through-another",
    ],
)
def test_a_helper_that_returns_only_listeners_it_made(maker: str) -> None:
    assert makes(maker)


@pytest.mark.parametrize(
    "maker",
    [
        # kept somewhere else too, or closed, or not made here
        "func make_it() (net.Listener, error) {\n"
        '\tln, err := net.Listen("tcp", ":0")\n\tshared = ln\n\treturn ln, err\n}',
        "func make_it() (net.Listener, error) {\n"
        '\tln, err := net.Listen("tcp", ":0")\n\tln.Close()\n\treturn ln, err\n}',
        "func make_it() (net.Listener, error) { return shared, nil }",
        "func make_it() (net.Listener, error) {\n"
        '\tln, err := net.Listen("tcp", ":0")\n\tgo serve(ln)\n\treturn ln, err\n}\n'
        "func serve(l net.Listener) {}",
        "func make_it() (net.Listener, error) { return nil, nil }",
    ],
    ids=["stored-in-a-global", "closed-first", "not-made", "handed-to-a-goroutine", "only-nil"],
)
def test_a_helper_that_lets_its_listener_out_or_makes_none(maker: str) -> None:
    assert not makes(maker)
