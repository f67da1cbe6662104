package main

import (
	"sync"
	"time"
)

type catalog struct {
	mu      sync.Mutex
	shelves map[string]*shelf
	loads   int
}

type shelf struct {
	mu    sync.Mutex
	items int
}

// Called with c.mu held, restock lets it go around the call of open only: the call of
// count runs with c.mu held and takes a shelf's lock.
func (c *catalog) restock(names []string) {
	c.mu.Unlock()
	c.open(names[0])
	c.mu.Lock()
	c.loads++
	c.count(names[1])
}

func (c *catalog) count(name string) int {
	s := c.shelves[name]
	s.mu.Lock() // want "GL107"
	defer s.mu.Unlock()
	return s.items
}

func (c *catalog) reload(names []string) {
	c.mu.Lock()
	c.restock(names)
	c.mu.Unlock()
}

// open takes a shelf's lock, then the catalog's.
func (c *catalog) open(name string) {
	s := c.shelves[name]
	s.mu.Lock()
	s.items++
	time.Sleep(10 * time.Millisecond)
	c.mu.Lock() // want "GL107"
	c.loads++
	c.mu.Unlock()
	s.mu.Unlock()
}

func main() {
	c := &catalog{shelves: map[string]*shelf{"a": {}, "b": {}}}
	go c.reload([]string{"a", "b"})
	go func() {
		time.Sleep(5 * time.Millisecond)
		c.open("b")
	}()
	time.Sleep(100 * time.Millisecond)
}
