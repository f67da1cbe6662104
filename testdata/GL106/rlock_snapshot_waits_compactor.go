package main

import (
	"sync"
	"time"
)

type segmentStore struct {
	mu        sync.RWMutex
	segments  []string
	compacted chan int
}

// snapshot waits for the running compaction to finish while read-locking the segments.
func (s *segmentStore) snapshot() []string {
	s.mu.RLock()
	defer s.mu.RUnlock()
	<-s.compacted // want "GL106"
	return append([]string(nil), s.segments...)
}

func (s *segmentStore) startCompactor() {
	go func() {
		time.Sleep(20 * time.Millisecond) // merge segments on disk
		s.mu.Lock() // want "GL106"
		s.segments = s.segments[:1]
		s.mu.Unlock()
		s.compacted <- len(s.segments)
	}()
}

func main() {
	s := &segmentStore{segments: []string{"a", "b", "c"}, compacted: make(chan int)}
	s.startCompactor()
	go s.snapshot()
	time.Sleep(50 * time.Millisecond)
}
