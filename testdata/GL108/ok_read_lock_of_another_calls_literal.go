package main

import (
	"fmt"
	"sync"
	"time"
)

type store struct {
	mu    sync.RWMutex
	items map[string]int
}

type cache struct {
	mu   sync.RWMutex
	hits map[string]int
}

// withRead runs f with the store read-locked.
func (s *store) withRead(f func()) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	f()
}

func (c *cache) get(k string) int {
	c.mu.RLock()
	defer c.mu.RUnlock()
	return c.hits[k]
}

func (c *cache) hit(k string) {
	c.mu.Lock()
	c.hits[k]++
	c.mu.Unlock()
}

// warm hands withRead a literal that read-locks the cache.
func warm(s *store, c *cache, k string) int {
	n := 0
	s.withRead(func() {
		n = s.items[k] + c.get(k)
	})
	return n
}

// peek read-holds the cache and hands withRead a literal of its own, which locks
// nothing: warm's literal does not run here, so the cache is read-locked once.
func peek(s *store, c *cache, k string) int {
	c.mu.RLock()
	defer c.mu.RUnlock()
	n := c.hits[k]
	s.withRead(func() {
		time.Sleep(20 * time.Millisecond)
		n += s.items[k]
	})
	return n
}

func main() {
	s := &store{items: map[string]int{"a": 1}}
	c := &cache{hits: map[string]int{}}
	go func() { fmt.Println(peek(s, c, "a")) }()
	go func() {
		time.Sleep(5 * time.Millisecond)
		c.hit("a")
	}()
	fmt.Println(warm(s, c, "a"))
	time.Sleep(50 * time.Millisecond)
}
