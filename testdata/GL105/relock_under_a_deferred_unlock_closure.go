package main

import (
	"fmt"
	"sync"
)

// The unlock is a closure the function defers: the lock stays held until the function
// returns, so the helper it calls first blocks on it.
type counter struct {
	mu sync.Mutex
	n  int
}

func (c *counter) bump() {
	c.mu.Lock() // want "GL105"
	defer c.mu.Unlock()
	c.n++
}

func (c *counter) incTwice() {
	c.mu.Lock()
	unlock := func() { c.mu.Unlock() }
	defer func() { unlock() }()
	c.n++
	c.bump()
}

func main() {
	c := &counter{}
	go c.incTwice()
	fmt.Println("counting")
}
