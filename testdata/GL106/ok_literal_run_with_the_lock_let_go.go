package main

import (
	"sync"
	"time"
)

type store struct {
	mu      sync.Mutex
	pending []string
	flushes chan []string
	written int
}

func (s *store) flushLoop() {
	for batch := range s.flushes {
		time.Sleep(20 * time.Millisecond)
		s.mu.Lock()
		s.written += len(batch)
		s.mu.Unlock()
	}
}

// unlocked runs f with s.mu let go (the caller holds it), and takes it back.
func (s *store) unlocked(f func()) {
	s.mu.Unlock()
	defer s.mu.Lock()
	f()
}

func (s *store) Put(v string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.pending = append(s.pending, v)
	batch := s.pending
	s.pending = nil
	s.unlocked(func() { s.flushes <- batch })
}

func main() {
	s := &store{flushes: make(chan []string)}
	go s.flushLoop()
	var wg sync.WaitGroup
	for _, v := range []string{"a", "b", "c"} {
		wg.Add(1)
		go func() { defer wg.Done(); s.Put(v) }()
	}
	wg.Wait()
	time.Sleep(50 * time.Millisecond)
	close(s.flushes)
}
