package main

import (
	"sync"
	"time"
)

type store struct {
	mu    sync.Mutex
	items map[string]int
}

type index struct {
	mu   sync.Mutex
	keys []string
}

// withLock runs f with the store locked.
func (s *store) withLock(f func()) {
	s.mu.Lock()
	defer s.mu.Unlock()
	f()
}

// put hands withLock a literal that takes the index's lock: store, then index.
func put(s *store, ix *index, k string) {
	s.withLock(func() {
		s.items[k]++
		time.Sleep(10 * time.Millisecond)
		ix.mu.Lock() // want "GL107"
		ix.keys = append(ix.keys, k)
		ix.mu.Unlock()
	})
}

// rebuild takes the index's lock, then the store's.
func rebuild(s *store, ix *index) {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	time.Sleep(10 * time.Millisecond)
	s.mu.Lock() // want "GL107"
	ix.keys = ix.keys[:0]
	for k := range s.items {
		ix.keys = append(ix.keys, k)
	}
	s.mu.Unlock()
}

func main() {
	s := &store{items: map[string]int{}}
	ix := &index{}
	go put(s, ix, "a")
	go rebuild(s, ix)
	time.Sleep(100 * time.Millisecond)
}
