package main

import (
	"fmt"
	"sync"
	"time"
)

type cache struct {
	mu     sync.Mutex
	loader func(string) int
	items  map[string]int
}

// The branches look like a pair, but the first no longer tests exists: a hit with a
// loader set unlocks in neither, and the next put blocks forever.
func (c *cache) get(key string, custom func(string) int) int {
	c.mu.Lock()
	item, exists := c.items[key]
	loader := c.loader
	if custom != nil {
		loader = custom
	}
	if loader == nil {
		c.mu.Unlock()
	}
	if loader != nil && !exists {
		c.mu.Unlock()
		item = loader(key)
	}
	return item
}

func (c *cache) put(key string, value int) {
	c.mu.Lock() // want "GL104"
	defer c.mu.Unlock()
	c.items[key] = value
}

func main() {
	c := &cache{items: map[string]int{"a": 1}}
	go func() {
		fmt.Println(c.get("a", func(string) int { return 2 }))
		c.put("d", 4)
	}()
	time.Sleep(10 * time.Millisecond)
	fmt.Println("done") // main goes on after the goroutine above
}
