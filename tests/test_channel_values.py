"""How many values a local channel carries before its close (goleaklint.dataflow.channelvalues):
one producer started once, sending a fixed number on every path and closing after them,
gives that number; anything that lets the count vary gives none."""

from __future__ import annotations

import pytest

from goleaklint import syntax
from goleaklint.analysis import analyze_package
from goleaklint.dataflow.channelvalues import channel_values
from goleaklint.gofile import GoFile

PROGRAM = """package p

func stage(key string, n int) int {
	in := make(chan int)
	%s
	total := 0
	for v := range in {
		total += v
	}
	return total
}
"""

ONE_PER_PATH = """go func() {
		defer close(in)
		if key == "" {
			in <- 0
			return
		}
		in <- len(key)
	}()"""


def values_of(body: str) -> int | None:
    go_file = GoFile.from_source("p.go", (PROGRAM % body).encode())
    assert not go_file.root.has_error
    analysis = analyze_package([go_file], None)
    ranged = next(
        node
        for node in syntax.descendants_outside_closures(go_file.root)
        if node.type == "range_clause"
    )
    return channel_values(ranged.child_by_field_name("right"), analysis.index)


def test_one_send_on_every_path() -> None:
    assert values_of(ONE_PER_PATH) == 1


def producer(*statements: str, start: str = "go func() {") -> str:
    """A goroutine literal with these statements, one per line."""
    return "\n\t\t".join((start, *statements)) + "\n\t}()"


def test_two_sends_in_a_row() -> None:
    assert values_of(producer("defer close(in)", "in <- 1", "in <- 2")) == 2


@pytest.mark.parametrize(
    "body",
    [
        producer("defer close(in)", "in <- 1", 'if key != "" {', "\tin <- 2", "}"),
        producer("defer close(in)", "for i := 0; i < n; i++ {", "\tin <- i", "}"),
        producer("in <- 1", "close(in)"),
        'if key != "" {\n\t' + producer("defer close(in)", "in <- 1") + "\n\t}",
        ONE_PER_PATH + "\n\t<-in",
        ONE_PER_PATH + "\n\tfeed(in)",
        producer("defer close(in)", "select {", "case in <- 1:", "default:", "}"),
    ],
    ids=[
        "second-send-on-some-paths",
        "sends-in-a-loop",
        "plain-close-not-trusted",
        "started-under-a-condition",
        "received-elsewhere-too",
        "handed-to-other-code",
        "send-in-a-select",
    ],
)
def test_count_not_fixed(body: str) -> None:
    assert values_of(body) is None
