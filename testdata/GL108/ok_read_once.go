package main

import (
	"sync"
	"time"
)

type cache struct {
	mu    sync.RWMutex
	items map[string]string
}

func (c *cache) getLocked(key string) (string, bool) {
	v, ok := c.items[key]
	return v, ok
}

// getOr read-locks once and uses the helper that expects the lock held.
func (c *cache) getOr(key, fallback string) string {
	c.mu.RLock()
	defer c.mu.RUnlock()
	if v, ok := c.getLocked(key); ok { // ok: no second RLock
		return v
	}
	return fallback
}

func (c *cache) set(key, value string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.items[key] = value
}

func main() {
	c := &cache{items: map[string]string{}}
	go c.getOr("a", "b")
	go c.set("a", "c")
	time.Sleep(30 * time.Millisecond)
}
