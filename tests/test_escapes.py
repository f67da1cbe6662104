"""Where a method first hands its receiver on (goleaklint.dataflow.escapes): a ``go``
statement, a method value, an argument of a function that hands it on, a literal that may
run elsewhere, or a call of a method that does; reading or setting fields, calling methods
and functions that keep it, and literals run in place that do only that, hand it to no
one."""

from __future__ import annotations

import pytest

from goleaklint.analysis import analyze_package
from goleaklint.dataflow.escapes import NEVER, escape_point
from goleaklint.gofile import GoFile

PROGRAM = """package p

import (
	"sync"
	"time"
)

type T struct {
	sync.Mutex
	mu sync.Mutex
	n  int
}

var all []*T

func register(t *T) { all = append(all, t) }

func count(t *T) int { t.n++; return t.n }

func passOn(t *T) { register(t) }

func later(ts ...*T) {}

func (t *T) keep() { t.n++ }

func (t *T) loop() { t.mu.Lock(); t.mu.Unlock() }

func (t *T) publish() { register(t) }

func (t *T) ping() { t.pong() }

func (t *T) pong() { t.ping() }

func (t *T) M() {
	t.n = 1
	%s
	t.n = 2
}

var _ = time.Second
"""


def escape_text(body: str) -> str | None:
    """The source text from the method's escape point to the end of its line."""
    source = (PROGRAM % body).encode()
    go_file = GoFile.from_source("p.go", source)
    assert not go_file.root.has_error
    analysis = analyze_package([go_file], None)
    method = next(
        node
        for node in go_file.root.named_children
        if node.type == "method_declaration"
        and node.child_by_field_name("name").text.decode() == "M"
    )
    point = escape_point(analysis.lockgraph, method)
    if point == NEVER:
        return None
    return source[point:].split(b"\n", 1)[0].decode()


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ("t.keep()", None),
        ("if t == nil {\n\t\treturn\n\t}", None),  # a comparison hands nothing on
        ("t.Lock()\n\tt.Unlock()", None),  # the embedded mutex's own methods
        ("t.mu.Lock()\n\tt.mu.Unlock()", None),
        ("go t.loop()", "t.loop()"),
        ("time.AfterFunc(time.Second, t.keep)", "t.keep)"),  # a method value
        ("register(t)", "t)"),
        ("x := t\n\t_ = x", "t"),
        ("t.publish()", "t.publish()"),
        # a literal run in place: its uses count as the method's own
        ("f := func() { t.n++ }\n\tf()", None),
        ("func() { t.n++ }()", None),
        ("defer func() { t.n++ }()", None),
        ("f := func() { register(t) }\n\tf()", "t) }"),
        # a literal another goroutine may run, or that is handed anywhere
        ("f := func() { t.n++ }\n\tgo f()", "func() { t.n++ }"),
        ("go func() { t.n++ }()", "func() { t.n++ }()"),
        ("f := func() { t.n++ }\n\ttime.AfterFunc(time.Second, f)", "func() { t.n++ }"),
        ("f := func() { func() { t.n++ }() }\n\tf()", "func() { func() { t.n++ }() }"),
        ("t.ping()", "t.ping()"),  # a cycle is not known to keep it
        # handed to a package function: kept when its parameter is
        ("t.n = count(t)", None),
        ("passOn(t)", "t)"),
        ("later(t)", "t)"),  # a variadic parameter: a slice of them
        ("go count(t)", "t)"),
    ],
)
def test_escape_point(body: str, expected: str | None) -> None:
    assert escape_text(body) == expected
