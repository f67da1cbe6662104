package main

import (
	"fmt"
	"sync"
	"time"
)

// A cache's evictor holds the cache's lock while it waits on the done channel it is
// handed, and the only code closing that channel takes the same lock first.
type cache struct {
	mu    sync.Mutex
	items map[string]int
}

func (c *cache) evict(done <-chan struct{}) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for key := range c.items {
		delete(c.items, key)
	}
	<-done // want "GL106"
}

func (c *cache) cycle() {
	done := make(chan struct{})
	go c.evict(done)
	time.Sleep(time.Millisecond)
	c.mu.Lock() // want "GL106"
	c.items = map[string]int{}
	c.mu.Unlock()
	close(done)
}

func main() {
	c := &cache{items: map[string]int{"a": 1}}
	go c.cycle()
	time.Sleep(20 * time.Millisecond)
	fmt.Println("done")
}
