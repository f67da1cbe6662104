package main

import (
	"sync"
	"time"
)

type cache struct {
	mu      sync.Mutex
	entries map[string]string
}

func (c *cache) load() {
	time.Sleep(time.Millisecond)
	c.entries = map[string]string{"k": "v"}
}

// refresh hands its lock to the goroutine on the asynchronous path: the goroutine
// releases it, so leaving with it held is the plan, not a leak.
func (c *cache) refresh(async bool) {
	c.mu.Lock()
	if async {
		go func() {
			defer c.mu.Unlock()
			c.load()
		}()
		return // ok: the goroutine unlocks
	}
	c.load()
	c.mu.Unlock()
}

func main() {
	c := &cache{}
	c.refresh(true)
	c.refresh(false)
	time.Sleep(10 * time.Millisecond)
}
