package main

import (
	"sync"
	"time"
)

// store hands writes to a flusher goroutine through an unbuffered channel.
type store struct {
	mu      sync.Mutex
	pending []string
	flushes chan []string
}

func (s *store) flushLoop() {
	for batch := range s.flushes {
		time.Sleep(20 * time.Millisecond) // write the batch out
		s.mu.Lock()
		s.pending = append(s.pending[:0], batch...)
		s.mu.Unlock()
	}
}

// flushLocked is called with s.mu held and lets go of it before it waits for the
// flusher, which can then take it.
func (s *store) flushLocked(batch []string) {
	s.mu.Unlock()
	s.flushes <- batch
	s.mu.Lock()
}

func (s *store) Put(v string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.flushLocked([]string{v})
}

func main() {
	s := &store{flushes: make(chan []string)}
	go s.flushLoop()
	var wg sync.WaitGroup
	for _, v := range []string{"a", "b"} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s.Put(v)
		}()
	}
	wg.Wait()
	close(s.flushes)
	time.Sleep(50 * time.Millisecond)
}
