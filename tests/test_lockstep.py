"""Helpers that talk to a request/reply goroutine in lock-step
(goleaklint.dataflow.lockstep): a call of one owes the replier nothing once it returns."""

from __future__ import annotations

import pytest

from goleaklint import engine

PROGRAM = """package p

func double(req <-chan int, rep chan<- int) {
	for r := range req {
		rep <- r * 2
	}
}

func sum(req chan<- int, rep <-chan int, n int, fail bool) int {
	total := 0
	%s
	return total
}

func relay(rep <-chan int) int { return <-rep }

func check(fail bool) bool {
	req, rep := make(chan int), make(chan int)
	go double(req, rep)
	defer close(req)
	%s
	if sum(req, rep, 3, fail) != 6 {
		return false
	}
	return true
}
"""

LOCKSTEP = "for i := 0; i < n; i++ {\n\t\treq <- i\n\t\ttotal += <-rep\n\t}"


def gl001(helper: str, before: str = "") -> int:
    result = engine.check_source("p/p.go", (PROGRAM % (helper, before)).encode())
    assert not result.errors
    return sum(1 for f in result.findings if f.rule_id == "GL001")


@pytest.mark.parametrize(
    ("helper", "expected"),
    [
        (LOCKSTEP, 0),
        # one request, one reply, no loop
        ("req <- n\n\ttotal = <-rep", 0),
        # two requests before a reply
        ("req <- 1\n\treq <- 2\n\ttotal = <-rep", 1),
        # leaves before the reply on one branch
        ("req <- n\n\tif fail {\n\t\treturn -1\n\t}\n\ttotal = <-rep", 1),
        # the request last, its reply never awaited
        ("total = n\n\treq <- n", 1),
        # the reply channel handed on: what the callee does is not looked into
        ("req <- n\n\ttotal = relay(rep)", 1),
        # the reply read in a literal
        ("req <- n\n\tget := func() int { return <-rep }\n\ttotal = get()", 1),
    ],
)
def test_lockstep_helpers(helper: str, expected: int) -> None:
    assert gl001(helper) == expected


def test_own_request_besides_the_helper_is_not_judged_in_lockstep() -> None:
    assert gl001(LOCKSTEP, before="req <- 0") == 1
