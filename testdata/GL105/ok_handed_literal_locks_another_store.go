package main

import (
	"fmt"
	"sync"
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
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.items[k]
}

// copyFrom hands dst's withLock a literal that reads src: get locks src's mutex, not the
// one withLock holds.
func copyFrom(dst, src *store, k string) {
	dst.withLock(func() {
		dst.items[k] = src.get(k)
	})
}

func main() {
	a := &store{items: map[string]int{"x": 1}}
	b := &store{items: map[string]int{}}
	copyFrom(b, a, "x")
	fmt.Println(b.items["x"])
}
