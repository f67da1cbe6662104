"""GL001's confidence follows what the finding rests on: a count of values the code fixes
(one send, a loop of known rounds) is high; a count it does not fix (a loop of sends no path
counts) is medium, and the message says why and names the loop."""

from __future__ import annotations

from goleaklint import engine
from goleaklint.rule import Confidence

PROGRAM = b"""package p

import "time"

func fetch(items []int) int {
	ch := make(chan int)
	go func() {
		%s
	}()
	select {
	case v := <-ch:
		return v
	case <-time.After(time.Second):
		return 0
	}
}
"""


def _findings(body: bytes) -> list[tuple[Confidence, str]]:
    result = engine.check_source("p/p.go", PROGRAM.replace(b"%s", body))
    return [(f.confidence, f.message) for f in result.findings if f.rule_id == "GL001"]


def test_one_value_is_high() -> None:
    ((confidence, message),) = _findings(b"ch <- 1")
    assert confidence == Confidence.HIGH
    assert "not fixed" not in message


def test_a_loop_of_known_rounds_is_high() -> None:
    ((confidence, _),) = _findings(b"for i := 0; i < 3; i++ {\n\t\t\tch <- i\n\t\t}")
    assert confidence == Confidence.HIGH


def test_a_loop_no_path_counts_is_medium_and_says_why() -> None:
    ((confidence, message),) = _findings(b"for _, v := range items {\n\t\t\tch <- v\n\t\t}")
    assert confidence == Confidence.MEDIUM
    assert "how many values are sent is not fixed in the code" in message
    assert (8, "sends in this loop, whose rounds are not counted") in _related(
        b"for _, v := range items {\n\t\t\tch <- v\n\t\t}"
    )


def test_goroutines_started_in_a_loop_overflow_a_buffer_of_one() -> None:
    # One value is received and one fits in the buffer: a third goroutine is stuck.
    result = engine.check_source("p/p.go", _FIRST_OF_MANY % b"1")
    assert [f.span.start.line for f in result.findings if f.rule_id == "GL001"] == [7]


def test_a_buffer_sized_for_several_values_is_not_second_guessed_by_an_unknown_count() -> None:
    # Ten fit in the buffer: whether more than eleven goroutines start is not in the code,
    # and the buffer's size says how many the code expects.
    result = engine.check_source("p/p.go", _FIRST_OF_MANY % b"10")
    assert [f for f in result.findings if f.rule_id == "GL001"] == []


def test_a_counted_loop_is_judged_against_any_buffer() -> None:
    source = _FIRST_OF_MANY.replace(b"range items", b"range 12") % b"10"
    result = engine.check_source("p/p.go", source)
    (finding,) = [f for f in result.findings if f.rule_id == "GL001"]
    assert finding.confidence == Confidence.HIGH


_FIRST_OF_MANY = b"""package p

func first(items []int) int {
	ch := make(chan int, %s)
	for _, v := range items {
		go func() {
			ch <- v
		}()
	}
	return <-ch
}
"""


def _related(body: bytes) -> list[tuple[int, str]]:
    result = engine.check_source("p/p.go", PROGRAM.replace(b"%s", body))
    return [(r.span.start.line, r.message) for f in result.findings for r in f.related]
