package main

import (
	"sync"
	"time"
)

type cache struct {
	mu    sync.RWMutex
	items map[string]string
}

func (c *cache) readUnlock() { c.mu.RUnlock() }

func (c *cache) get(key string) string {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.items[key]
}

// getOr lets go of its read lock through a helper before it reads again: the second
// RLock is not taken while the first is held.
func (c *cache) getOr(key, fallback string) string {
	c.mu.RLock()
	_, ok := c.items[key]
	c.readUnlock()
	time.Sleep(30 * time.Millisecond)
	if ok {
		return c.get(key)
	}
	return fallback
}

func (c *cache) set(key, value string) {
	time.Sleep(10 * time.Millisecond)
	c.mu.Lock()
	c.items[key] = value
	c.mu.Unlock()
}

func main() {
	c := &cache{items: map[string]string{"a": "x"}}
	go c.getOr("a", "b")
	go c.set("a", "c")
	time.Sleep(100 * time.Millisecond)
}
