"""Which mutex a method called on a struct locks is the one Go promotes that method from:
``RLock`` on a struct embedding a ``sync.Mutex`` is not that mutex's (it has no ``RLock``),
and when an embedded type of another package may be the one that promotes it, the lock is
unknown rather than guessed."""

from __future__ import annotations

from goleaklint import engine

OTHER_PACKAGE = b"""package iptables

import (
	"sync"

	"example.com/fw/common"
)

type Iptables struct {
	sync.Mutex
	common.Common // its RWMutex gives Iptables RLock and RUnlock
	rules         []string
}

func (ipt *Iptables) AddRule(rule string) {
	ipt.Lock()
	defer ipt.Unlock()
	ipt.rules = append(ipt.rules, rule)
}

func (ipt *Iptables) RestoreIfRunning() {
	ipt.RLock()
	defer ipt.RUnlock()
	ipt.AddRule("restored")
}
"""

SAME_MUTEX = b"""package iptables

import "sync"

type Iptables struct {
	sync.RWMutex
	rules []string
}

func (ipt *Iptables) AddRule(rule string) {
	ipt.Lock()
	defer ipt.Unlock()
	ipt.rules = append(ipt.rules, rule)
}

func (ipt *Iptables) RestoreIfRunning() {
	ipt.RLock()
	defer ipt.RUnlock()
	ipt.AddRule("restored")
}
"""


def _rules(source: bytes) -> list[str]:
    result = engine.check_source("iptables/rules.go", source)
    assert not result.errors, [e.message for e in result.errors]
    return [f.rule_id for f in result.findings]


def test_a_read_lock_promoted_from_another_package_is_not_the_embedded_mutex() -> None:
    assert _rules(OTHER_PACKAGE) == []


def test_the_same_embedded_rwmutex_locked_twice_is_still_found() -> None:
    assert _rules(SAME_MUTEX) == ["GL105"]


UNLOCK_AS_VALUE = b"""package stats

import "sync"

type stats struct {
	sync.RWMutex
	values map[int]int
}

func (s *stats) get(k int) int {
	s.RLock()
	rUnlock := s.RUnlock
	if s.values == nil {
		rUnlock()
		s.Lock()
		s.values = map[int]int{}
		s.Unlock()
		s.RLock()
		rUnlock = s.RUnlock
	}
	v := s.values[k]
	rUnlock()
	return v
}
"""


def test_an_embedded_mutex_unlocked_through_a_method_value_is_handed_off() -> None:
    assert "GL105" not in _rules(UNLOCK_AS_VALUE)


MUTEX_LISTED_AFTER = b"""package iptables

import (
	"sync"

	"example.com/fw/common"
)

type Iptables struct {
	common.Common // listed first: it has no Lock, or Iptables.Lock would not compile
	sync.Mutex
	rules []string
}

func (ipt *Iptables) AddRule(rule string) {
	ipt.Lock()
	defer ipt.Unlock()
	ipt.rules = append(ipt.rules, rule)
}

func (ipt *Iptables) Restore() {
	ipt.Lock()
	defer ipt.Unlock()
	ipt.AddRule("restored")
}
"""


def test_a_method_only_a_mutex_at_that_depth_has_is_that_mutex_whatever_the_order() -> None:
    assert _rules(MUTEX_LISTED_AFTER) == ["GL105"]
