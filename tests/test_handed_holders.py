"""A method value of an object that holds a channel, handed on, lets the channel out of
sight (goleaklint.dataflow.effects); a channel operation or a query on a field named like
some method of the package reads the field, never a method value."""

from __future__ import annotations

import pytest
from reachable import declared_name

from goleaklint.analysis import analyze_package
from goleaklint.dataflow.effects import Escape
from goleaklint.gofile import GoFile

PROGRAM = """package p

type server struct {
	stop chan struct{}
	done chan struct{}
}

func (s *server) handle() {}

// poller's method is named like the server's field.
type poller struct{ n int }

func (p *poller) stop() { p.n = 0 }

func register(f func()) {}

func keep(ch chan struct{}) {}

func run() {
	s := &server{stop: make(chan struct{}), done: make(chan struct{})}
	%s
}
"""


def _escapes(body: str) -> list[str]:
    """The uses of ``s.done`` in ``run`` that its events count as escapes."""
    go_file = GoFile.from_source("p.go", (PROGRAM % body).encode())
    analysis = analyze_package([go_file], None)
    run = next(d for d in go_file.declarations if declared_name(d) == "run")
    (channel,) = [c for c in analysis.channels(run) if c.name == "s.done"]
    return [
        event.node.text.decode()
        for events in analysis.events(channel).values()
        for event in events
        if isinstance(event, Escape)
    ]


@pytest.mark.parametrize(
    "body",
    [
        "<-s.stop",
        "s.stop <- struct{}{}",
        "close(s.stop)",
        "for range s.stop {\n\t}",
        "_ = len(s.stop)",
    ],
)
def test_a_channel_operation_on_a_field_named_like_a_method_hands_nothing_on(body: str) -> None:
    assert _escapes(body) == []


def test_a_method_value_of_the_holder_handed_on_lets_the_channel_out() -> None:
    assert _escapes("register(s.handle)") == ["s.handle"]


def test_a_channel_field_named_like_a_method_handed_on_is_the_channel() -> None:
    # The holder's type declares a channel field of that name: the argument is the
    # channel (the callee's summary says what becomes of it), not a method value.
    assert _escapes("keep(s.stop)") == []
