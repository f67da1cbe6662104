"""A test fixes the data of the code it drives: a loop that ends with that data sends as
many values as the test gave it, and a test that receives a fixed number of values gave it
that many. GL001 does not take such an unknown count as a leak in a test's code; a loop
that never ends outruns the values a test receives, and a test that receives as many as
come, in a loop of its own, leaves the rest when it stops early. Elsewhere the data comes
from outside, and an unknown count stays a (medium) finding."""

from __future__ import annotations

from goleaklint import engine
from goleaklint.rule import Confidence

DRIVER = """package p

import "testing"

func %s(t *testing.T, items []int) {
	out := make(chan int)
	go func() {
		%s
	}()
	if v := <-out; v < 0 {
		t.Fatalf("got %%d", v)
	}
	<-out
}
"""
RANGE = "for _, v := range items {\n\t\t\tout <- v\n\t\t}"
ENDLESS = "for {\n\t\t\tout <- len(items)\n\t\t}"
CALLER = """package p

import "testing"

func load() []int { return make([]int, 2) }

func TestItems(t *testing.T) {
	check(t, load())
}
"""


def _findings(files: dict[str, str]) -> list[tuple[int, Confidence]]:
    result = engine.check_sources({p: s.encode() for p, s in files.items()})
    return [(f.span.start.line, f.confidence) for f in result.findings if f.rule_id == "GL001"]


def test_a_loop_over_a_tests_data_is_not_a_leak() -> None:
    assert _findings({"p/p_test.go": DRIVER % ("TestItems", RANGE)}) == []


def test_a_helper_only_tests_run_is_a_tests_code() -> None:
    files = {"p/check.go": DRIVER % ("check", RANGE), "p/p_test.go": CALLER}
    assert _findings(files) == []


def test_a_loop_that_never_ends_outruns_a_test() -> None:
    assert _findings({"p/p_test.go": DRIVER % ("TestItems", ENDLESS)}) == [(9, Confidence.MEDIUM)]


# A test's producer of an unknown count, and how the test receives (``%s``).
PRODUCING = """package p

import "testing"

func TestItems(t *testing.T, items []int) {
	out := make(chan int)
	go func() {
		for _, v := range items {
			out <- v
		}
		close(out)
	}()
%s
}
"""
RANGING = (
    PRODUCING
    % """\tfor v := range out {
		if v < 0 {
			t.Fatalf("got %d", v)
		}
	}"""
)


def test_a_test_taking_as_many_as_come_leaves_the_rest_when_it_stops_early() -> None:
    assert _findings({"p/p_test.go": RANGING}) == [(9, Confidence.MEDIUM)]


def test_the_packages_own_code_keeps_the_unknown_count() -> None:
    assert _findings({"p/check.go": DRIVER % ("Check", RANGE)}) == [(9, Confidence.MEDIUM)]


NESTED = (
    PRODUCING
    % """\tfor {
		for range 2 {
			if v := <-out; v < 0 {
				t.Fatalf("got %d", v)
			}
		}
	}"""
)


def test_a_counted_loop_inside_an_open_one_takes_as_many_as_come() -> None:
    assert _findings({"p/p_test.go": NESTED}) == [(9, Confidence.MEDIUM)]


PROGRAM = """package main

func items() []int { return make([]int, 3) }

func first() int {
	out := make(chan int)
	go func() {
		for _, v := range items() {
			out <- v
		}
	}()
	return <-out
}

func main() {
	for first() >= 0 {
	}
}
"""
RUNS_MAIN = """package main

import "testing"

func TestMain(t *testing.T) { main() }
"""


def test_main_is_run_by_the_runtime_whoever_else_calls_it() -> None:
    files = {"p/main.go": PROGRAM, "p/main_test.go": RUNS_MAIN}
    assert _findings(files) == [(9, Confidence.MEDIUM)]
