package main

import (
	"sync"
	"time"
)

type storage struct {
	mu         sync.RWMutex
	objects    []string
	alternates []*storage
}

// loadAlternates read-locks the storage's own mutex.
func (s *storage) loadAlternates() []*storage {
	s.mu.RLock() // want "GL108"
	defer s.mu.RUnlock()
	return s.alternates
}

// count read-locks the storage and then counts through a helper on the same storage,
// which read-locks it again: a writer queued in between blocks both.
func (s *storage) count() int {
	s.mu.RLock()
	defer s.mu.RUnlock()
	time.Sleep(20 * time.Millisecond)
	return s.countAlternates()
}

func (s *storage) countAlternates() int {
	return len(s.loadAlternates()) + len(s.objects)
}

func (s *storage) add(object string) {
	time.Sleep(10 * time.Millisecond)
	s.mu.Lock() // want "GL108"
	s.objects = append(s.objects, object)
	s.mu.Unlock()
}

func main() {
	s := &storage{}
	go s.count()
	go s.add("a")
	time.Sleep(100 * time.Millisecond)
	println("done") // main goes on after the calls above
}
