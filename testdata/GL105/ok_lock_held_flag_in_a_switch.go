package main

import "sync"

type cache struct {
	mu sync.Mutex
	m  map[string]int
}

// lookup takes the lock once on every path: `held` remembers whether the first branch
// did, and the switch takes it only when it did not.
func (c *cache) lookup(key string, miss bool) int {
	held := false
	if miss {
		c.mu.Lock()
		held = true
	}
	v := c.m[key]
	switch {
	case held:
		v++
	case v > 10:
		c.mu.Lock() // ok: only when the first branch did not lock
		v = 10
	default:
		c.mu.Lock() // ok: only when the first branch did not lock
	}
	defer c.mu.Unlock()
	return v
}

func main() {
	c := &cache{m: map[string]int{}}
	c.lookup("a", true)
	c.lookup("b", false)
}
