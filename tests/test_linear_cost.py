"""The analysis work on each pathological construct grows linearly with its depth: doubling
the depth at most about doubles the function calls made (Python and C calls, counted with
``sys.setprofile``; not seconds, so the test cannot be flaky). A question asked of every
literal of a nesting about the code within it (the WaitGroup summaries of nested code, the
conditions of each literal, the uses of a variable), answered by walking that code, makes
the count grow with the square of the depth and fails here.

Nor does the Python stack grow with the depth: graphs, summaries along call chains and
every other part of the analysis use stacks of their own, so a recursion proportional to
the nesting or the call depth fails here even where it would stay within the
interpreter's recursion limit."""

from __future__ import annotations

import sys

import pytest
from pathological_sources import GENERATORS, QUADRATIC
from workbound import deepest_stack, work_bound

from goleaklint import engine

DEPTH = 120
# Doubling the depth doubles the source; a little more allows for the per-file constant.
MAX_GROWTH = 2.3
SHALLOW, DEEP = 10, 600
# Frames a deep file may need beyond a shallow one (a different path through the rules).
STACK_SLACK = 12


def calls_to_check(source: bytes) -> int:
    with work_bound(sys.maxsize) as calls:
        engine.check_source("deep.go", source)
    return calls[0]


@pytest.mark.parametrize("construct", sorted(GENERATORS))
def test_work_grows_linearly_with_depth(construct: str) -> None:
    engine.check_source("warm/up.go", b"package p\n")  # compile the queries first
    generate = GENERATORS[construct]
    once, twice = calls_to_check(generate(DEPTH)), calls_to_check(generate(2 * DEPTH))
    assert twice <= MAX_GROWTH * once, f"{construct}: {once} calls, then {twice} at twice the depth"


@pytest.mark.parametrize("construct", sorted(QUADRATIC))
def test_work_grows_at_most_quadratically_with_depth(construct: str) -> None:
    """A diamond of calls that start goroutines: 2**depth call paths, whose summaries
    must hold each goroutine once, not once per path."""
    engine.check_source("warm/up.go", b"package p\n")
    generate = QUADRATIC[construct]
    once, twice = calls_to_check(generate(DEPTH)), calls_to_check(generate(2 * DEPTH))
    assert twice <= 2 * MAX_GROWTH * once, f"{construct}: {once} calls, then {twice}"


def deepest_stack_of_check(source: bytes) -> int:
    with deepest_stack() as deepest:
        result = engine.check_source("deep.go", source)
    assert not [f for f in result.findings if f.rule_id == engine.INTERNAL_ERROR]
    return deepest[0]


@pytest.mark.parametrize("construct", sorted(GENERATORS))
def test_the_python_stack_does_not_grow_with_depth(construct: str) -> None:
    engine.check_source("warm/up.go", b"package p\n")
    generate = GENERATORS[construct]
    shallow = deepest_stack_of_check(generate(SHALLOW))
    deep = deepest_stack_of_check(generate(DEEP))
    assert deep <= shallow + STACK_SLACK, (
        f"{construct}: {shallow} frames deep at depth {SHALLOW}, {deep} at depth {DEEP}"
    )


def counted_loops(count: int) -> bytes:
    """A WaitGroup whose loops go round ``count`` times: a Done deferred in a loop, and a
    loop that adds one per round and starts nothing (both change the count every round)."""
    return f"""package p

import "sync"

func work() {{}}

func deferredInLoop() {{
	var wg sync.WaitGroup
	wg.Add({count})
	for i := 0; i < {count}; i++ {{
		defer wg.Done()
		work()
	}}
	wg.Wait()
}}

func addsEveryRound(more func() bool) {{
	var wg sync.WaitGroup
	wg.Add({count})
	for more() {{
		wg.Add(1)
	}}
	wg.Wait()
}}
""".encode()


def test_waitgroup_work_does_not_grow_with_its_counts() -> None:
    """A loop that changes the count every round is found to drift after a few rounds, not
    walked round by round until the count passes every number the code spells."""
    engine.check_source("warm/up.go", b"package p\n")
    small, large = calls_to_check(counted_loops(1_000)), calls_to_check(counted_loops(8_000))
    assert large <= 1.2 * small, f"{small} calls with counts of 1,000, {large} with 8,000"
