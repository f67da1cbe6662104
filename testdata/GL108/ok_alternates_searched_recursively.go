package main

import (
	"fmt"
	"sync"
)

type store struct {
	mu         sync.RWMutex
	ready      bool
	objects    map[string]bool
	alternates []*store
}

// prepare read-locks the store to see whether it is ready, and write-locks it otherwise.
func (s *store) prepare() {
	s.mu.RLock()
	ready := s.ready
	s.mu.RUnlock()
	if ready {
		return
	}
	s.mu.Lock()
	s.ready = true
	s.mu.Unlock()
}

// has read-locks the store and asks each alternate with the same method: the recursion
// read-locks the alternates' own mutexes, other stores than the one held.
func (s *store) has(key string) bool {
	s.prepare()
	s.mu.RLock()
	defer s.mu.RUnlock()
	if s.objects[key] {
		return true
	}
	for _, alt := range s.alternates {
		if alt.has(key) {
			return true
		}
	}
	return false
}

func main() {
	s := &store{alternates: []*store{{objects: map[string]bool{"a": true}}}}
	fmt.Println(s.has("a"), s.has("b"))
}
