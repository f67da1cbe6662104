"""A lock a function hands to a goroutine it starts to let go of (a literal that unlocks it
and never takes it) is let go of, for the function's own path, once the function has waited
for that goroutine to end (joins.join_of): locks taken after the wait are not taken while
it is held. Before the wait, the goroutine may be waiting for the path itself, so the path
holds it still."""

from __future__ import annotations

import pytest

from goleaklint.analysis import analyze_package
from goleaklint.gofile import GoFile
from goleaklint.rules.gl107_lock_order_inversion import lock_order_inversion

STREAM = """package p

import "sync"

type stream struct {
	mu    sync.Mutex
	ddMu  sync.Mutex
	state int
}

func (s *stream) apply() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.ddMu.Lock()
	s.state++
	s.ddMu.Unlock()
}

func (s *stream) shutdown() {
	s.mu.Lock()
	s.state = 0
	s.mu.Unlock()
}

func isolatedRead(s *stream, shut chan struct{}) {
	s.ddMu.Lock()
	var cleanup sync.WaitGroup
	cleanup.Add(1)
	go func() {
		%s
		<-shut
		s.ddMu.Unlock()
	}()
	%s
}
"""

JOINED = "defer cleanup.Done()"


def _findings(literal_head: str, path: str) -> list[str]:
    source = STREAM % (literal_head, path)
    analysis = analyze_package([GoFile.from_source("p.go", source.encode())], None)
    return [finding.message for finding in lock_order_inversion.check(analysis)]


def test_a_lock_let_go_of_by_a_joined_goroutine_is_not_held_after_the_wait() -> None:
    assert _findings(JOINED, "close(shut)\n\tcleanup.Wait()\n\ts.shutdown()") == []


@pytest.mark.parametrize(
    ("literal_head", "path"),
    [
        (JOINED, "s.shutdown()\n\tclose(shut)\n\tcleanup.Wait()"),  # taken before the wait
        ("cleanup.Done()", "close(shut)\n\tcleanup.Wait()\n\ts.shutdown()"),  # Done too early
        (JOINED, "close(shut)\n\ts.shutdown()"),  # never waited for
    ],
)
def test_a_lock_the_goroutine_has_not_surely_let_go_of_is_still_held(
    literal_head: str, path: str
) -> None:
    assert len(_findings(literal_head, path)) == 2


def test_a_literal_waits_for_the_goroutine_it_starts_too() -> None:
    source = (STREAM % (JOINED, "close(shut)\n\tcleanup.Wait()\n\ts.shutdown()")).replace(
        "func isolatedRead(s *stream, shut chan struct{}) {",
        "func isolatedReads(s *stream, shut chan struct{}) {\n\tread := func() {",
    )
    source = source.rstrip().removesuffix("}") + "}\n\tread()\n}\n"
    analysis = analyze_package([GoFile.from_source("p.go", source.encode())], None)
    assert [finding.message for finding in lock_order_inversion.check(analysis)] == []
