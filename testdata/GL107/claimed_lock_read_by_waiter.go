package main

import (
	"fmt"
	"sync"
	"time"
)

// The claimed fill lock of ok_claimed_by_flag.go, but a waiter that read-holds fillMu
// takes mu before it lets go: a caller that then holds mu and claims the flag waits for
// fillMu, the waiter for mu.
type cache struct {
	mu      sync.Mutex
	fillMu  sync.RWMutex
	running bool
	records map[string]int
}

func (c *cache) fill(key string) {
	c.mu.Lock()
	if !c.running {
		c.running = true
		c.fillMu.Lock() // want "GL107"
		c.records[key] = len(key)
		c.fillMu.Unlock()
		c.running = false
	}
	c.mu.Unlock()
}

func (c *cache) wait(key string) int {
	c.fillMu.RLock()
	defer c.fillMu.RUnlock()
	time.Sleep(20 * time.Millisecond)
	c.mu.Lock() // want "GL107"
	defer c.mu.Unlock()
	return c.records[key]
}

func main() {
	c := &cache{records: map[string]int{}}
	go c.wait("a")
	time.Sleep(5 * time.Millisecond)
	go c.fill("a")
	time.Sleep(50 * time.Millisecond)
	fmt.Println("waiting")
	println("done") // main goes on after the calls above
}
