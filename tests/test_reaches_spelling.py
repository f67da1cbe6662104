"""Which package functions reach a spelling through the names they call."""

from __future__ import annotations

from goleaklint.dataflow.locks import LOCK_CALL_SPELLING
from goleaklint.dataflow.package import PackageIndex
from goleaklint.gofile import GoFile

SOURCE = b"""package p

import "sync"

type S struct{ mu sync.Mutex }

func (s *S) locked() { s.mu.Lock() }

func viaMethod(s *S) { s.locked() }

func viaParens(s *S) { (s.locked)() }

func generic[T any](s *S) { viaMethod(s) }

func viaGeneric(s *S) { generic[int](s) }

func ping(n int) { pong(n - 1) }

func pong(n int) {
	if n > 0 {
		ping(n)
	}
}

func loopsToLock(n int) { again(n) }

func again(n int) {
	if n > 0 {
		loopsToLock(n - 1)
	}
	viaMethod(nil)
}

func named() { _ = viaMethod } // a function value: it may be called

func plain() int { return len("Lock") }

type T struct{ locked bool }

// A field named like a locking method: reading it calls nothing.
func fieldOnly(t *T) bool { return t.locked }
"""


def _reaches(index: PackageIndex, name: str) -> bool:
    return index.reaches_spelling(index.functions[name].node, LOCK_CALL_SPELLING)


def test_lock_calls_are_reached_through_every_spelling_of_a_call() -> None:
    index = PackageIndex.build([GoFile.from_source("p.go", SOURCE)])
    assert index.reaches_spelling(index.methods[("S", "locked")].node, LOCK_CALL_SPELLING)
    reaching = ("viaMethod", "viaParens", "generic", "viaGeneric", "loopsToLock", "again", "named")
    for name in reaching:
        assert _reaches(index, name), name


def test_functions_that_call_no_locking_code_do_not_reach_it() -> None:
    index = PackageIndex.build([GoFile.from_source("p.go", SOURCE)])
    for name in ("ping", "pong", "plain", "fieldOnly"):
        assert not _reaches(index, name), name
    # asked again, in another order: the answers are remembered, not changed
    assert _reaches(index, "again") and not _reaches(index, "pong")
