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

// withRead runs f with the store read-locked.
func (s *store) withRead(f func()) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	f()
}

func (s *store) get(k string) int {
	s.mu.RLock() // want "GL108"
	defer s.mu.RUnlock()
	return s.items[k]
}

func (s *store) set(k string, v int) {
	time.Sleep(10 * time.Millisecond)
	s.mu.Lock() // want "GL108"
	s.items[k] = v
	s.mu.Unlock()
}

// total hands withRead a literal that reads the same store through get: the read lock is
// taken again while withRead holds it, and the writer queued in between blocks both.
func total(s *store, keys []string) int {
	n := 0
	s.withRead(func() {
		time.Sleep(30 * time.Millisecond)
		for _, k := range keys {
			n += s.get(k)
		}
	})
	return n
}

func main() {
	s := &store{items: map[string]int{}}
	go func() { fmt.Println(total(s, []string{"a"})) }()
	go s.set("a", 1)
	time.Sleep(100 * time.Millisecond)
}
