package main

import (
	"sync"
	"time"
)

type store struct {
	mu    sync.Mutex
	items map[string]int
}

// withLock runs f with the store locked.
func (s *store) withLock(f func()) {
	s.mu.Lock()
	defer s.mu.Unlock()
	f()
}

func (s *store) get(k string) int {
	s.mu.Lock() // want "GL105"
	defer s.mu.Unlock()
	return s.items[k]
}

// bump hands withLock a literal that reads the same store through get: get locks the
// store's mutex, which withLock holds around the literal.
func bump(s *store, k string) {
	s.withLock(func() {
		s.items[k] = s.get(k) + 1
	})
}

func main() {
	s := &store{items: map[string]int{}}
	go bump(s, "a")
	time.Sleep(10 * time.Millisecond)
}
