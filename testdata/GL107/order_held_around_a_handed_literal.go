package main

import (
	"sync"
	"time"
)

type store struct {
	mu    sync.Mutex
	items map[string]int
}

type journal struct {
	mu      sync.Mutex
	entries []string
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

// record holds the index's lock while the literal it hands withLock takes the journal's.
func record(s *store, j *journal, ix *index, k string) {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	s.withLock(func() {
		s.items[k]++
		time.Sleep(10 * time.Millisecond)
		j.mu.Lock() // want "GL107"
		j.entries = append(j.entries, k)
		j.mu.Unlock()
	})
}

// replay takes the journal's lock, then the index's.
func replay(j *journal, ix *index) {
	j.mu.Lock()
	defer j.mu.Unlock()
	time.Sleep(10 * time.Millisecond)
	ix.mu.Lock() // want "GL107"
	ix.keys = append(ix.keys, j.entries...)
	ix.mu.Unlock()
}

func main() {
	s := &store{items: map[string]int{}}
	j := &journal{}
	ix := &index{}
	go record(s, j, ix, "a")
	go replay(j, ix)
	time.Sleep(100 * time.Millisecond)
}
