"""Generators (GL001: a function returning the channel its goroutine sends on, abandoned
by a caller) and their fixes. The testdata (generator_abandoned, ok_generator_consumed)
are proven by Go; here, the stop channel is offered only when every call in the package
can pass it, and a bounded goroutine gets a buffer whatever its callers do."""

from __future__ import annotations

import pytest

from goleaklint import engine
from goleaklint.rule import Applicability, Finding

GENERATOR = """package {package}

func {name}(n int) <-chan int {{
	ch := make(chan int)
	go func() {{
		for i := 0; i < n; i++ {{
			ch <- i
		}}
		close(ch)
	}}()
	return ch
}}

func first() int {{
	return <-{name}(10)
}}
"""


def _generator_findings(source: str) -> list[Finding]:
    result = engine.check_source("p/gen.go", source.encode())
    return [f for f in result.findings if f.rule_id == "GL001" and "returns the" in f.message]


def _program(extra: str = "", package: str = "main", name: str = "count") -> str:
    return GENERATOR.format(package=package, name=name) + extra


def test_every_caller_passes_the_stop_channel() -> None:
    extra = (
        "\nfunc total() int {\n\ts := 0\n\tfor v := range count(3) {\n\t\ts += v\n\t}\n"
        "\treturn s\n}\n"
    )
    (finding,) = _generator_findings(_program(extra))
    (fix,) = finding.fixes
    texts = [e.new_text for e in fix.edits]
    assert texts.count(", done") == 2  # both calls
    assert ", done <-chan struct{}" in texts
    assert texts.count("\tdone := make(chan struct{})\n\tdefer close(done)\n") == 2


@pytest.mark.parametrize(
    ("extra", "package", "name"),
    [
        # Other packages may call an exported generator: they would not build.
        ("", "gen", "Count"),
        # A function value: the calls through it are not seen.
        ("\nvar source = count\n", "main", "count"),
        # A call in a loop: a deferred close would wait for the end of the function.
        (
            "\nfunc firsts() (s int) {\n\tfor i := 0; i < 3; i++ {\n"
            "\t\ts += <-count(i + 1)\n\t}\n\treturn s\n}\n",
            "main",
            "count",
        ),
        # Two calls in one function would declare the stop channel twice.
        ("\nfunc two() int {\n\ta := <-count(2)\n\treturn a + <-count(2)\n}\n", "main", "count"),
        # A call that hands the channel on: its own caller would need the stop channel.
        ("\nfunc relay() <-chan int {\n\treturn count(3)\n}\n", "main", "count"),
    ],
)
def test_no_stop_channel_unless_every_call_can_pass_it(extra: str, package: str, name: str) -> None:
    findings = _generator_findings(_program(extra, package, name))
    assert findings, "the abandoned generator is still reported"
    assert all(not f.fixes for f in findings)


def test_a_bounded_goroutine_gets_a_buffer_for_its_values() -> None:
    source = """package main

func pair() <-chan int {
	ch := make(chan int)
	go func() {
		ch <- 1
		ch <- 2
	}()
	return ch
}

func one() int {
	return <-pair()
}

func relay() <-chan int {
	return pair()
}
"""
    (finding,) = _generator_findings(source)
    (fix,) = finding.fixes
    assert fix.title == "Give `ch` a buffer of 2"
    # The first send is not the goroutine's last action: with the buffer it runs on sooner.
    assert fix.applicability == Applicability.UNSAFE
    assert [e.new_text for e in fix.edits] == [", 2"]


def test_a_buffer_for_a_goroutine_whose_send_is_its_last_action_is_safe() -> None:
    source = """package main

func answer(q string) <-chan string {
	ch := make(chan string)
	go func() {
		ch <- q + "!"
	}()
	return ch
}

func ask(q string, give func() bool) string {
	c := answer(q)
	if give() {
		return ""
	}
	return <-c
}
"""
    (finding,) = _generator_findings(source)
    (fix,) = finding.fixes
    assert (fix.title, fix.applicability) == ("Give `ch` a buffer of 1", Applicability.SAFE)


def test_a_caller_in_main_abandons_nothing_that_outlives_the_process() -> None:
    source = _program().replace("func first() int {\n\treturn <-count(10)\n}\n", "")
    source += "\nfunc main() {\n\t<-count(10)\n}\n"
    assert not _generator_findings(source)
