package main

import (
	"sync"
	"time"
)

type cache struct {
	mu    sync.RWMutex
	items map[string]string
}

func (c *cache) get(key string) (string, bool) {
	c.mu.RLock() // want "GL108"
	defer c.mu.RUnlock()
	v, ok := c.items[key]
	return v, ok
}

// getOr read-locks the cache and calls get, which read-locks it again: a writer that
// queues in between blocks the second RLock, and itself waits for the first.
func (c *cache) getOr(key, fallback string) string {
	c.mu.RLock()
	defer c.mu.RUnlock()
	time.Sleep(20 * time.Millisecond)
	if v, ok := c.get(key); ok {
		return v
	}
	return fallback
}

func (c *cache) set(key, value string) {
	time.Sleep(5 * time.Millisecond)
	c.mu.Lock() // want "GL108"
	defer c.mu.Unlock()
	c.items[key] = value
}

func main() {
	c := &cache{items: map[string]string{}}
	go c.getOr("a", "b")
	go c.set("a", "c")
	time.Sleep(60 * time.Millisecond)
}
