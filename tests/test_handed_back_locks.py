"""A lock a method leaves held is handed over when another method of its type lets go of
it on a path that never took it and returns without it (goleaklint.dataflow.locks); a
method that drops its caller's lock and takes it again, or pairs its own lock and unlock
under one condition, hands nothing back."""

from __future__ import annotations

import pytest
from reachable import declared_name

from goleaklint.analysis import analyze_package
from goleaklint.gofile import GoFile

PROGRAM = """package p

import "sync"

type T struct {
	mu sync.Mutex
	n  int
}

// lock leaves mu held when n is positive.
func (t *T) lock() {
	t.mu.Lock()
	if t.n > 0 {
		return
	}
	t.mu.Unlock()
}

func (t *T) other(on bool) {
	%s
}
"""


def _left_held(other: str) -> bool:
    """Whether ``lock`` is judged to leave ``t.mu`` held (GL104's unreleased locks)."""
    go_file = GoFile.from_source("p.go", (PROGRAM % other).encode())
    analysis = analyze_package([go_file], None)
    lock = next(d for d in go_file.declarations if declared_name(d) == "lock")
    return bool(analysis.locks.report(lock).unreleased)


@pytest.mark.parametrize(
    "other",
    [
        "t.n = 0\n\tt.mu.Unlock()",  # lets go of what lock left held
        # a recursive branch locks and unlocks; the other lets go of what lock left
        "if on {\n\t\tt.mu.Lock()\n\t\tt.n++\n\t\tt.mu.Unlock()\n\t\treturn\n\t}\n\tt.mu.Unlock()",
    ],
)
def test_a_lock_another_method_lets_go_of_is_handed_over(other: str) -> None:
    assert not _left_held(other)


@pytest.mark.parametrize(
    "other",
    [
        "t.n++",  # no other method lets go of it
        "t.mu.Unlock()\n\tt.n++\n\tt.mu.Lock()",  # drops the caller's lock and takes it back
        # its own lock and unlock under one condition
        "if on {\n\t\tt.mu.Lock()\n\t}\n\tt.n++\n\tif on {\n\t\tt.mu.Unlock()\n\t}",
    ],
)
def test_a_lock_no_other_method_takes_over_stays_held(other: str) -> None:
    assert _left_held(other)
