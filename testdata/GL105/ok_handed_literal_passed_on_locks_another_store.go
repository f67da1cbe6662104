package main

import (
	"fmt"
	"sync"
)

type store struct {
	mu sync.Mutex
	n  int
}

func (s *store) withLock(f func()) {
	s.mu.Lock()
	defer s.mu.Unlock()
	f()
}

func (s *store) get() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.n
}

// apply runs g with s locked.
func apply(s *store, g func()) {
	s.withLock(g)
}

func main() {
	s := &store{n: 1}
	t := &store{}
	apply(t, func() {
		t.n = s.get()
	})
	fmt.Println(t.n)
}
