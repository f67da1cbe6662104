package main

import (
	"sync"
	"time"
)

type index struct {
	mu   sync.Mutex
	keys map[string]int
}

type shelf struct {
	mu    sync.Mutex
	items map[string]string
	index *index
}

// count locks and unlocks the index itself: the caller holds nothing after it.
func (s *shelf) count(key string) {
	s.index.mu.Lock()
	s.index.keys[key]++
	s.index.mu.Unlock()
}

func (s *shelf) put(key, value string) {
	s.count(key)
	time.Sleep(20 * time.Millisecond)
	s.mu.Lock() // ok: the index is no longer held
	s.items[key] = value
	s.mu.Unlock()
}

func (s *shelf) drop(key string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	time.Sleep(20 * time.Millisecond)
	delete(s.items, key)
	s.index.mu.Lock()
	delete(s.index.keys, key)
	s.index.mu.Unlock()
}

func main() {
	s := &shelf{items: map[string]string{}, index: &index{keys: map[string]int{}}}
	go s.put("a", "1")
	go s.drop("a")
	time.Sleep(100 * time.Millisecond)
}
