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
		s.mu.Lock() // want "GL106"
		s.pending = append(s.pending[:0], batch...)
		s.mu.Unlock()
	}
}

// flush waits for the flusher; Put calls it with s.mu held, and the flusher takes s.mu
// before it receives again.
func (s *store) flush(batch []string) {
	s.flushes <- batch // want "GL106"
}

func (s *store) Put(v string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.flush([]string{v})
}

func main() {
	s := &store{flushes: make(chan []string)}
	go s.flushLoop()
	go s.Put("a")
	go s.Put("b")
	time.Sleep(50 * time.Millisecond)
}
