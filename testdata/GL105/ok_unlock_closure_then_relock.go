package main

import (
	"fmt"
	"sync"
)

// ok: the deferred unlock closure runs when the function returns; the helper that takes
// the lock again runs only after that, in the caller.
type counter struct {
	mu sync.Mutex
	n  int
}

func (c *counter) bump() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.n++
}

func (c *counter) inc() {
	c.mu.Lock()
	unlock := func() { c.mu.Unlock() }
	defer unlock()
	c.n++
}

func main() {
	c := &counter{}
	c.inc()
	c.bump()
	c.inc()
	fmt.Println(c.n)
}
