package main

import (
	"fmt"
	"sync"
	"time"
)

type store struct {
	mu sync.Mutex
	n  int
}

// async runs f on another goroutine.
func (s *store) async(f func()) {
	go f()
}

func (s *store) get() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.n
}

func main() {
	s := &store{}
	s.mu.Lock()
	s.async(func() {
		fmt.Println(s.get())
	})
	s.n = 1
	s.mu.Unlock()
	time.Sleep(50 * time.Millisecond)
}
