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
	w.mu.Lock() // want "GL107"
	w.count++
	w.mu.Unlock()
}

type config struct {
	mu       sync.Mutex
	values   map[string]string
	watchers *watchers
}

// set defers the unlock first and the notification last: deferred calls run last
// deferred first, so notify takes watchers.mu while config.mu is still held.
func (c *config) set(key, value string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	defer c.watchers.notify()
	c.values[key] = value
	time.Sleep(20 * time.Millisecond)
}

// snapshot takes the watchers, then the config: watchers.mu, then config.mu.
func (c *config) snapshot() map[string]string {
	c.watchers.mu.Lock()
	defer c.watchers.mu.Unlock()
	time.Sleep(20 * time.Millisecond)
	c.mu.Lock() // want "GL107"
	defer c.mu.Unlock()
	out := map[string]string{}
	for k, v := range c.values {
		out[k] = v
	}
	return out
}

func main() {
	c := &config{values: map[string]string{}, watchers: &watchers{}}
	go c.set("a", "1")
	go c.snapshot()
	time.Sleep(100 * time.Millisecond)
}
