package main

import (
	"errors"
	"fmt"
	"sync"
)

type cache struct {
	mu    sync.Mutex
	items map[string]int
}

// refreshLocked is called with c.mu held: it lets go of it around the slow load and takes
// it again before it returns, so it hands no lock back to anyone.
func (c *cache) refreshLocked(key string) {
	c.mu.Unlock()
	v := len(key)
	c.mu.Lock()
	c.items[key] = v
}

// get returns early on an empty key with c.mu still held.
func (c *cache) get(key string) (int, error) {
	c.mu.Lock() // want "GL104"
	if key == "" {
		return 0, errors.New("empty key")
	}
	if _, ok := c.items[key]; !ok {
		c.refreshLocked(key)
	}
	v := c.items[key]
	c.mu.Unlock()
	return v, nil
}

func lookup() {
	c := &cache{items: map[string]int{}}
	fmt.Println(c.get(""))
	go c.get("a")
}

func main() {
	lookup()
}
