"""A path search whose values run out of budget tries again with the values its question
needs (goleaklint.dataflow.paths.explore_all's ``narrow``): the lock graph keeps the slots
that pair a lock with its release, so a large function's correlated lock and unlock stay
paired instead of being judged without any values."""

from __future__ import annotations

import pytest

from goleaklint import engine
from goleaklint.dataflow import lockgraph, paths

SOURCE = b"""package p

import "sync"

type table struct {
	mu    sync.RWMutex
	cache map[string]int
	rows  map[string]int
	hits  int
}

func (t *table) Put(key string, value int) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.rows[key] = value
}

// get takes the write lock when it fills the cache, the read lock otherwise, and lets go
// of the one it took: cached decides both.
func (t *table) get(key string, retries int, verbose bool) int {
	cached := t.cache != nil
	tries := 0
	for tries < 3 {
		tries++
		if tries == retries {
			break
		}
	}
	if verbose && tries > 1 {
		t.hits++
	}
	if cached {
		t.mu.Lock()
	} else {
		t.mu.RLock()
	}
	value := t.rows[key]
	if cached {
		t.cache[key] = value
	}
	if cached {
		t.mu.Unlock()
	} else {
		t.mu.RUnlock()
	}
	t.mu.RLock()
	defer t.mu.RUnlock()
	return value + len(t.rows)
}
"""


def _rules_found() -> set[str]:
    return {f.rule_id for f in engine.check_source("p.go", SOURCE).findings}


def test_enough_budget_pairs_the_locks() -> None:
    assert "GL108" not in _rules_found()


@pytest.fixture
def small_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """A budget the search carrying every value runs out of, and the one carrying only
    ``cached`` does not."""
    monkeypatch.setattr(paths, "VALUES_FLOOR", 40)
    monkeypatch.setattr(paths, "VALUES_BUDGET", 40)


@pytest.mark.usefixtures("small_budget")
def test_narrowed_values_pair_the_locks() -> None:
    assert "GL108" not in _rules_found()


@pytest.mark.usefixtures("small_budget")
def test_without_narrowing_the_locks_are_not_paired(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(lockgraph, "_pairing_values", lambda events, values: values)
    assert "GL108" in _rules_found()
