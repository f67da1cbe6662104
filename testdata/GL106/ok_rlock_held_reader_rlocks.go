package main

import (
	"sync"
	"time"
)

type cache struct {
	mu      sync.RWMutex
	entries map[string]string
	misses  chan string
}

func (c *cache) get(key string) string {
	c.mu.RLock()
	defer c.mu.RUnlock()
	v, ok := c.entries[key]
	if !ok {
		c.misses <- key // ok: the logger only read-locks, and no writer ever queues
	}
	return v
}

func (c *cache) missLogger() {
	for key := range c.misses {
		time.Sleep(5 * time.Millisecond)
		c.mu.RLock() // ok: a read lock does not wait for the other reader
		_ = len(c.entries) + len(key)
		c.mu.RUnlock()
	}
}

func main() {
	c := &cache{entries: map[string]string{}, misses: make(chan string)}
	go c.missLogger()
	var wg sync.WaitGroup
	for _, k := range []string{"a", "b", "c"} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c.get(k)
		}()
	}
	wg.Wait()
	close(c.misses)
	time.Sleep(20 * time.Millisecond)
}
