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
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.items[k]
}

func (s *store) set(k string, v int) {
	time.Sleep(10 * time.Millisecond)
	s.mu.Lock()
	s.items[k] = v
	s.mu.Unlock()
}

// compare hands withRead a literal that reads another store: its read lock is that
// store's, and a writer of the first store waits only for the first read lock.
func compare(s, other *store, keys []string) int {
	n := 0
	s.withRead(func() {
		time.Sleep(30 * time.Millisecond)
		for _, k := range keys {
			n += other.get(k)
		}
	})
	return n
}

func main() {
	s := &store{items: map[string]int{}}
	other := &store{items: map[string]int{"a": 1}}
	go func() { fmt.Println(compare(s, other, []string{"a"})) }()
	go s.set("a", 1)
	time.Sleep(100 * time.Millisecond)
}
