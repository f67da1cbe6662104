"""Nil channel fields (GL005) in an importable package: exported fields of exported types
may be given a channel by other packages, so only unexported ones are judged; and a type
no value of which is ever made is not judged at all."""

from __future__ import annotations

from goleaklint import engine

LIBRARY = b"""package ticker

import "time"

type MockTicker struct {
	C chan time.Time
}

func (t *MockTicker) Tick(now time.Time) {
	t.C <- now
}

type pacer struct {
	beats chan struct{}
}

func (p *pacer) wait() {
	<-p.beats
}

func newPacer() *pacer { return &pacer{} }
"""


def lines(source: bytes, path: str = "ticker/ticker.go") -> list[tuple[str, int]]:
    result = engine.check_source(path, source)
    return [(f.rule_id, f.span.start.line) for f in result.findings]


def test_exported_field_of_importable_package_is_not_judged() -> None:
    assert lines(LIBRARY) == [("GL005", 18)]


def test_exported_field_of_package_main_is_judged() -> None:
    program = LIBRARY.replace(b"package ticker", b"package main")
    program += b"\nfunc main() { _ = &MockTicker{} }\n"
    assert lines(program, "cmd/main.go") == [("GL005", 10), ("GL005", 18)]


def test_fields_of_a_type_never_made_are_not_judged() -> None:
    never_made = LIBRARY.replace(b"func newPacer() *pacer { return &pacer{} }\n", b"")
    assert lines(never_made) == []
