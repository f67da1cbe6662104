package main

import (
	"sync"
	"time"
)

type cache struct {
	mu sync.Mutex
	m  map[string]int
}

// lookup means to take the lock once, but its switch falls to default when the first
// branch did lock: `held` is true there, and the goroutine locks again.
func (c *cache) lookup(key string, miss bool) int {
	held := false
	if miss {
		c.mu.Lock()
		held = true
	}
	v := c.m[key]
	switch {
	case !held:
		c.mu.Lock()
	default:
		c.mu.Lock() // want "GL105"
	}
	defer c.mu.Unlock()
	return v
}

func main() {
	c := &cache{m: map[string]int{}}
	go c.lookup("a", true)
	time.Sleep(20 * time.Millisecond)
	println("done") // main goes on after the call above
}
