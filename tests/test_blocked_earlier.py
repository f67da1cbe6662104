"""A goroutine stranded on two channels is reported where it blocks first, and only when
the earlier operation blocks the first time the goroutine reaches it (dataflow.earlier)."""

from __future__ import annotations

import pytest

from goleaklint import engine

PROGRAM = """package p

var fail func() error

func run(n int) {
	a := make(chan int%s)
	b := make(chan int)
	go func() {
		for i := 0; i < n; i++ {
			a <- i
			b <- i
		}
	}()
	%s
	if err := fail(); err != nil {
		return
	}
	for i := 0; i < n; i++ {
		<-a
		<-b
	}
}
"""
SEND_A, SEND_B = 10, 11


def _lines(buffer: str, before: str) -> set[int]:
    source = (PROGRAM % (buffer, before)).encode()
    result = engine.check_source("p.go", source)
    return {f.span.start.line for f in result.findings if f.rule_id == "GL001"}


def test_unbuffered_first_send_is_where_it_blocks() -> None:
    assert _lines("", "") == {SEND_A}


@pytest.mark.parametrize(
    ("buffer", "before", "why"),
    [
        (", 1", "", "the first round's value fits in the buffer: it goes on to b"),
        ("", "<-a", "the function takes one value of a first: the goroutine reaches b"),
    ],
)
def test_first_send_it_can_pass_keeps_the_later_one(buffer: str, before: str, why: str) -> None:
    assert SEND_B in _lines(buffer, before), why
