"""Goroutines started at several ``go`` statements that block at one operation for one
reason are reported once, with every launch among the related locations."""

from __future__ import annotations

from dataclasses import replace

from goleaklint import engine
from goleaklint.rule import Applicability, Edit, Finding, Fix

PROGRAM = """package p

func notify(ready <-chan int, ch chan<- int, stop <-chan int) {
	select {
	case <-ready:
		ch <- 1
	case <-stop:
	}
}

func wait(readies <-chan (<-chan int), kind int) bool {
	ch := make(chan int)
	stop := make(chan int)
	defer close(stop)
	for {
		select {
		case ready := <-readies:
			switch kind {
			case 1:
				%s
			case 2:
				go notify(ready, ch, stop)
			}
		case <-ch:
			return true
		}
		if kind == 3 {
			return false
		}
	}
}
"""


def findings(first_launch: str) -> list[Finding]:
    source = (PROGRAM % first_launch).encode()
    return engine.check_source("p.go", source).findings


def test_one_finding_names_every_launch() -> None:
    (finding,) = findings("go notify(ready, ch, stop)")
    assert finding.rule_id == "GL001"
    assert finding.span.start.line == 6
    launches = [r.span.start.line for r in finding.related if r.message.startswith("goroutine")]
    assert launches == [20, 22]


def test_a_suppressed_launch_leaves_the_other() -> None:
    (finding,) = findings("go notify(ready, ch, stop) //goleaklint:ignore GL001 waits for ready")
    launches = [r.span.start.line for r in finding.related if r.message.startswith("goroutine")]
    assert launches == [22]


def test_findings_whose_fixes_differ_stay_apart() -> None:
    (finding,) = findings("go notify(ready, ch, stop)")
    first, second = (
        replace(finding, related=related, fixes=(fix,))
        for related, fix in zip(
            (finding.related[:1], finding.related[1:]),
            (
                Fix("Buffer the channel", (Edit("p.go", 0, 0, "a"),), Applicability.UNSAFE),
                Fix("Buffer the channel", (Edit("p.go", 1, 1, "b"),), Applicability.UNSAFE),
            ),
            strict=True,
        )
    )
    assert len(engine._merged_repeats([first, second])) == 2
    (merged,) = engine._merged_repeats([first, replace(second, fixes=first.fixes)])
    assert merged.related == finding.related  # the first's, then the second's
