"""Constant durations (goleaklint.dataflow.durations): what a timer's argument is worth in
nanoseconds, through the time package's units under any import name, conversions,
arithmetic and constants; a value the code can change, or a ``time`` that is not the
package, is not known."""

from __future__ import annotations

import pytest

from goleaklint.analysis import analyze_package
from goleaklint.dataflow.durations import duration, expires_soon
from goleaklint.gofile import GoFile
from goleaklint.parse import walk

MS = 1_000_000

PROGRAM = """package p

import (
	"time"
	clock "time"
)

const quiet = 10 * time.Millisecond
const twice = 2 * quiet
const steps = 4

var tunable = time.Millisecond

type ticks int

func (t *ticks) grow() { *t *= 1000 }

func wait(param time.Duration, n int) {
	const frame = 8
	grace := 50 * time.Millisecond
	moved := time.Millisecond
	moved = time.Hour
	_ = moved
	%s
}
"""


def _argument_of_after(body: str) -> tuple[int | None, bool]:
    go_file = GoFile.from_source("p.go", (PROGRAM % body).encode())
    analysis = analyze_package([go_file], None)
    call = next(
        n
        for n in walk(go_file.root)
        if n.type == "call_expression" and n.text.startswith((b"time.After(", b"clock.After("))
    )
    argument = call.child_by_field_name("arguments").named_children[0]
    return duration(analysis.index, argument), expires_soon(analysis.index, call)


@pytest.mark.parametrize(
    ("body", "nanoseconds", "soon"),
    [
        ("<-time.After(10 * time.Millisecond)", 10 * MS, True),
        ("<-time.After(time.Millisecond * 99)", 99 * MS, True),
        ("<-time.After(100 * time.Millisecond)", 100 * MS, False),
        ("<-time.After(time.Second / 20)", 50 * MS, True),
        ("<-clock.After(clock.Minute)", 60_000 * MS, False),
        ("<-time.After(quiet)", 10 * MS, True),
        ("<-time.After(twice)", 20 * MS, True),
        ("<-time.After(time.Duration(steps) * time.Millisecond)", 4 * MS, True),
        ("<-time.After(time.Duration(frame) * time.Millisecond)", 8 * MS, True),
        ("<-time.After(grace)", 50 * MS, True),
        ("<-time.After(1500000)", 1_500_000, True),
        ("<-time.After(time.Millisecond - 2*time.Millisecond)", -MS, False),
        ("<-time.After(((0-1)/2 + 1) * 10 * time.Millisecond)", 10 * MS, True),  # truncated
        ("var d time.Duration = 20 * time.Millisecond; <-time.After(d)", 20 * MS, True),
    ],
)
def test_known_durations(body: str, nanoseconds: int, soon: bool) -> None:
    assert _argument_of_after(body) == (nanoseconds, soon)


@pytest.mark.parametrize(
    "body",
    [
        "<-time.After(param)",  # whatever the caller passes
        "<-time.After(time.Duration(n) * time.Millisecond)",  # a count the code does not fix
        "<-time.After(tunable)",  # a package variable: anything may set it
        "<-time.After(moved)",  # a local assigned again
        "lent := time.Millisecond; p := &lent; *p = time.Hour; <-time.After(lent)",
        # a timeout a select case sets again
        "var ch chan time.Duration; d := time.Millisecond; select { case d = <-ch: }; "
        "<-time.After(d)",
        "var k uint8 = 0; <-time.After(time.Duration((k-1)/2+1) * time.Second)",  # it wraps
        "k := ticks(1); k.grow(); <-time.After(time.Duration(k))",  # a pointer method
        "<-time.After(time.Millisecond / time.Duration(n))",
        # a local named time is no package
        "time := struct{ Millisecond int }{1}; <-clock.After(clock.Nanosecond * time.Millisecond)",
    ],
)
def test_unknown_durations(body: str) -> None:
    assert _argument_of_after(body) == (None, False)


def test_a_constant_each_platform_declares_its_own_way_is_not_known() -> None:
    common = PROGRAM % "<-time.After(poll)"
    linux = GoFile.from_source("poll_linux.go", b"package p\n\nconst poll = 10 * 1000000000\n")
    windows = GoFile.from_source("poll_windows.go", b"package p\n\nconst poll = 10 * 1000000\n")
    main = GoFile.from_source("p.go", common.encode())
    for files in ([main, linux, windows], [main, windows, linux]):
        analysis = analyze_package(files, None)
        call = next(
            n
            for n in walk(main.root)
            if n.type == "call_expression" and n.text.startswith(b"time.After(")
        )
        assert not expires_soon(analysis.index, call)
    analysis = analyze_package([main, windows], None)
    call = next(
        n
        for n in walk(main.root)
        if n.type == "call_expression" and n.text.startswith(b"time.After(")
    )
    assert expires_soon(analysis.index, call)
