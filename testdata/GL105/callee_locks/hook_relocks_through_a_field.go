package main

import (
	"fmt"
	"sync"
)

// store calls its onFull hook while it holds its lock; the hook it is given is its own
// flush method, which takes the lock again.
type store struct {
	mu     sync.Mutex
	items  []int
	onFull func()
}

func newStore() *store {
	s := &store{}
	s.onFull = s.flush
	return s
}

func (s *store) flush() {
	s.mu.Lock() // want "GL105"
	defer s.mu.Unlock()
	s.items = s.items[:0]
}

func (s *store) add(v int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.items = append(s.items, v)
	if len(s.items) > 2 {
		s.onFull()
	}
}

func main() {
	s := newStore()
	go func() {
		for i := range 5 {
			s.add(i)
		}
	}()
	fmt.Println("adding")
}
