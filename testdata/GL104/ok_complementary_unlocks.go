package main

import (
	"fmt"
	"sync"
)

type cache struct {
	mu     sync.Mutex
	loader func(string) int
	items  map[string]int
}

// ok: the two branches test the same two values, which nothing sets between them, and
// the second is the first one negated: exactly one of them unlocks on every path.
func (c *cache) get(key string, custom func(string) int) int {
	c.mu.Lock()
	item, exists := c.items[key]
	loader := c.loader
	if custom != nil {
		loader = custom
	}
	if loader == nil || exists {
		c.mu.Unlock()
	}
	if loader != nil && !exists {
		c.mu.Unlock()
		item = loader(key)
	}
	return item
}

func (c *cache) put(key string, value int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.items[key] = value
}

func main() {
	c := &cache{items: map[string]int{"a": 1}}
	done := make(chan bool)
	go func() {
		fmt.Println(c.get("a", nil), c.get("b", func(string) int { return 2 }), c.get("c", nil))
		c.put("d", 4)
		done <- true
	}()
	<-done
}
