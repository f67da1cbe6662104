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

// handOff takes the pending batch, lets the caller's lock go through done,
// then waits for the flusher.
func (s *store) handOff(done func()) {
	batch := s.pending
	s.pending = nil
	done()
	s.flushes <- batch
}

func (s *store) Put(v string) {
	s.mu.Lock()
	s.pending = append(s.pending, v)
	s.handOff(s.mu.Unlock)
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
