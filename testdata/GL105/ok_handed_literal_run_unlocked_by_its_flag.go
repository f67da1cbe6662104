package main

import (
	"fmt"
	"sync"
)

type store struct {
	mu sync.Mutex
	n  int
}

// do runs f, with the store locked when locked is set.
func (s *store) do(locked bool, f func()) {
	if locked {
		s.mu.Lock()
		defer s.mu.Unlock()
	}
	f()
}

func (s *store) get() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.n
}

func main() {
	s := &store{n: 1}
	s.do(true, func() { s.n++ })
	s.do(false, func() { fmt.Println(s.get()) })
}
