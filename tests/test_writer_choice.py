"""GL108 names a writer of the package's own code before a test's: a test's `Lock` runs
only while that test does."""

from __future__ import annotations

from goleaklint import engine

LIBRARY = """package cache

import "sync"

type Cache struct {
	mu    sync.RWMutex
	items map[string]string
}

func (c *Cache) Get(key string) string {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.items[key]
}

func (c *Cache) GetOr(key, fallback string) string {
	c.mu.RLock()
	defer c.mu.RUnlock()
	if v := c.Get(key); v != "" {
		return v
	}
	return fallback
}
%s"""
SETTER = """
func (c *Cache) Set(key, value string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.items[key] = value
}
"""
TEST = """package cache

import "testing"

func TestReset(t *testing.T) {
	c := &Cache{}
	c.mu.Lock()
	c.items = map[string]string{}
	c.mu.Unlock()
}
"""


def test_the_package_writer_is_named_before_a_test_writer() -> None:
    files = {"cache/a_test.go": TEST, "cache/cache.go": LIBRARY % SETTER}
    result = engine.check_sources({p: s.encode() for p, s in files.items()})
    writers = [f for f in result.findings if f.message.startswith("this `Lock`")]
    assert [w.span.path for w in writers] == ["cache/cache.go"]
