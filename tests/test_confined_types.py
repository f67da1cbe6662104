"""Methods of a type whose values never leave the package's sight (Reach.live): an
unexported type made only to be called methods on, or to hand out a method value, that no
interface value can hold, runs a method only where the package calls it on such a value;
any way a value of it gets out makes every method live again."""

from __future__ import annotations

import pytest
from reachable import declared_name

from goleaklint.analysis import analyze_package
from goleaklint.gofile import GoFile

PROGRAM = """package p

import "time"

type Waiter interface{ Wait() }

type fixed struct{}

func (fixed) Wait() {}

type backoff struct{ d time.Duration }

func (b *backoff) Step() time.Duration { return b.d }

func (b *backoff) Wait() { b.d = 0 }

func Use(w Waiter) { w.Wait() }

func Delay() func() time.Duration {
	%s
}
"""


def _wait_live(body: str) -> bool:
    go_file = GoFile.from_source("p.go", (PROGRAM % body).encode())
    analysis = analyze_package([go_file], None)
    waits = [d for d in go_file.declarations if declared_name(d) == "Wait"]
    (wait,) = [d for d in waits if b"backoff" in (d.text or b"")]
    return analysis.reach.live(wait)


@pytest.mark.parametrize(
    "body",
    [
        "return (&backoff{d: time.Second}).Step",
        "b := &backoff{d: time.Second}\n\treturn b.Step",
        "b := new(backoff)\n\tif b == nil {\n\t\treturn nil\n\t}\n\treturn b.Step",
    ],
)
def test_a_method_nothing_calls_on_a_value_kept_in_sight_is_dead(body: str) -> None:
    assert not _wait_live(body)


@pytest.mark.parametrize(
    "body",
    [
        "Use(&backoff{})\n\treturn nil",  # handed to an interface parameter
        "var w Waiter = &backoff{}\n\tw.Wait()\n\treturn nil",  # held by an interface
        "b := &backoff{}\n\tUse(b)\n\treturn b.Step",  # a local that is handed on
        "b := &backoff{}\n\tb.Wait()\n\treturn b.Step",  # called where it is made
    ],
)
def test_a_value_that_gets_out_or_a_call_keeps_the_method_live(body: str) -> None:
    assert _wait_live(body)
