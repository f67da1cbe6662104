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

func (s *shelf) lockIndex()   { s.index.mu.Lock() }
func (s *shelf) unlockIndex() { s.index.mu.Unlock() }

// put keeps the index locked through lockIndex while it takes the shelf: index.mu, then
// shelf.mu.
func (s *shelf) put(key, value string) {
	s.lockIndex()
	s.index.keys[key]++
	time.Sleep(20 * time.Millisecond)
	s.mu.Lock() // want "GL107"
	s.items[key] = value
	s.mu.Unlock()
	s.unlockIndex()
}

// drop takes the shelf, then the index: shelf.mu, then index.mu.
func (s *shelf) drop(key string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	time.Sleep(20 * time.Millisecond)
	delete(s.items, key)
	s.index.mu.Lock() // want "GL107"
	delete(s.index.keys, key)
	s.index.mu.Unlock()
}

func main() {
	s := &shelf{items: map[string]string{}, index: &index{keys: map[string]int{}}}
	go s.put("a", "1")
	go s.drop("a")
	time.Sleep(100 * time.Millisecond)
}
