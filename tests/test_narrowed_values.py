"""A path search whose values run out of budget tries again with the values its question
needs (the ``narrow`` of goleaklint.dataflow.paths): the lock walks (the lock graph's, for
GL107 and GL108, and those of GL104 and GL105) keep the slots that pair a lock with its
release, and the channel searches (GL001 to GL003) those that decide the channel's events,
so a large function's correlated conditions still count instead of being judged without
any values."""

from __future__ import annotations

import pytest

from goleaklint import engine
from goleaklint.dataflow import abandon, lockgraph, locks, paths

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

// put locks the table only when it keeps a cache; it returns early without one, else
// unlocks it.
func (t *table) put(key string, value int, retries int, verbose bool) {
	locked := t.cache != nil
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
	if locked {
		t.mu.Lock()
	}
	t.rows[key] = value
	if !locked {
		return
	}
	t.mu.Unlock()
}

// fetch starts its worker only when it will wait for it: wait decides both.
func fetch(n int, retries int, verbose bool) int {
	results := make(chan int)
	wait := n > 0
	if wait {
		go func() { results <- n }()
	}
	tries := 0
	for tries < 3 {
		tries++
		if tries == retries {
			break
		}
	}
	if verbose && tries > 1 {
		println(tries)
	}
	if !wait {
		return 0
	}
	return <-results
}
"""


def _rules_found() -> set[str]:
    return {f.rule_id for f in engine.check_source("p.go", SOURCE).findings}


def test_enough_budget_keeps_the_correlation() -> None:
    assert not {"GL001", "GL104", "GL108"} & _rules_found()


@pytest.fixture
def small_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """A budget the search carrying every value runs out of (the loop's counter multiplies
    the paths), and the one carrying only ``cached`` (``locked``, ``wait``) does not."""
    monkeypatch.setattr(paths, "VALUES_FLOOR", 40)
    monkeypatch.setattr(paths, "VALUES_BUDGET", 40)


@pytest.mark.usefixtures("small_budget")
def test_narrowed_values_keep_the_correlation() -> None:
    assert not {"GL001", "GL104", "GL108"} & _rules_found()


@pytest.mark.usefixtures("small_budget")
@pytest.mark.parametrize(
    ("module", "narrowing", "rule"),
    [
        (lockgraph, "_pairing_values", "GL108"),
        (locks, "_pairing_values", "GL104"),
        (abandon, "_deciding", "GL001"),
    ],
)
def test_without_narrowing_the_correlation_is_lost(
    monkeypatch: pytest.MonkeyPatch, module: object, narrowing: str, rule: str
) -> None:
    monkeypatch.setattr(module, narrowing, lambda events, values: values)
    assert rule in _rules_found()
