package main

import (
	"sync"
	"time"
)

type watchers struct {
	mu    sync.Mutex
	count int
}

func (w *watchers) notify() {
	w.mu.Lock()
	w.count++
	w.mu.Unlock()
}

type config struct {
	mu       sync.Mutex
	values   map[string]string
	watchers *watchers
}

// set defers the notification first and the unlock last: the unlock runs first, so
// notify takes watchers.mu with config.mu already released.
func (c *config) set(key, value string) {
	c.mu.Lock()
	defer c.watchers.notify()
	defer c.mu.Unlock() // ok: runs before notify
	c.values[key] = value
	time.Sleep(20 * time.Millisecond)
}

func (c *config) snapshot() int {
	c.watchers.mu.Lock()
	defer c.watchers.mu.Unlock()
	time.Sleep(20 * time.Millisecond)
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.values)
}

func main() {
	c := &config{values: map[string]string{}, watchers: &watchers{}}
	go c.set("a", "1")
	go c.snapshot()
	time.Sleep(100 * time.Millisecond)
}
