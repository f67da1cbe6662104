"""Replies a goroutine gives only past a plain receive of a request
(goleaklint.dataflow.replies): owed per request the function sends, not per launch."""

from __future__ import annotations

import pytest

from goleaklint import engine

WORKER = """package p

func ask(x int, stop bool) int {
	in := make(chan int)
	out := make(chan int)
	go func() {
		for i := 0; i < 3; i++ {
			v := <-in
			%s
		}
	}()
	for i := 0; i < 3; i++ {
		in <- x
		if r := <-out; r > x {
			return r
		}
	}
	%s
	return 0
}
"""


def _gl001(source: str) -> list[int]:
    result = engine.check_source("p/x.go", source.encode())
    return [f.span.start.line for f in result.findings if f.rule_id == "GL001"]


def test_one_reply_per_request_received_is_owed_per_request() -> None:
    assert _gl001(WORKER % ("out <- v * 2", "")) == []


@pytest.mark.parametrize(
    ("reply", "after"),
    [
        # Two replies per request: the second is owed without a request of its own.
        ("out <- v\n\t\t\tout <- v", ""),
        # A closed request channel lets every receive through.
        ("out <- v * 2", "close(in)"),
    ],
)
def test_replies_not_tied_to_requests_are_owed_per_launch(reply: str, after: str) -> None:
    assert _gl001(WORKER % (reply, after))
