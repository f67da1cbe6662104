package main

import (
	"fmt"
	"sync"
	"time"
)

// consume receives its update as the argument of a deferred call: the receive is made
// when the defer statement runs, before consume takes c.mu. publish, holding c.mu, is
// answered by that receive.
type cache struct {
	mu      sync.Mutex
	updates chan int
	n       int
	last    int
}

func (c *cache) store(v int) { c.last = v }

func (c *cache) consume() {
	defer c.store(<-c.updates)
	c.mu.Lock()
	c.n++
	c.mu.Unlock()
}

func (c *cache) publish(v int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.n++
	c.updates <- v
}

func main() {
	c := &cache{updates: make(chan int)}
	go c.consume()
	time.Sleep(time.Millisecond)
	c.publish(7)
	time.Sleep(5 * time.Millisecond)
	c.mu.Lock()
	fmt.Println(c.n, c.last)
	c.mu.Unlock()
}
