package main

import (
	"sync"
	"time"
)

// A stream applies entries under its own lock and then its dedupe lock.
type stream struct {
	mu    sync.Mutex
	ddMu  sync.Mutex
	state int
}

func (s *stream) apply() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.ddMu.Lock()
	s.state++
	s.ddMu.Unlock()
}

func (s *stream) shutdown() {
	s.mu.Lock()
	s.state = 0
	s.mu.Unlock()
}

// isolatedRead holds the dedupe lock and hands its release to a goroutine, then waits
// for that goroutine before it takes the stream's lock (in the deferred shutdown): the
// dedupe lock is let go of by then, so the two locks are never held the other way round.
func isolatedRead(s *stream) {
	defer s.shutdown() // ok: runs after the wait, once the dedupe lock is let go of
	s.ddMu.Lock()
	var cleanup sync.WaitGroup
	cleanup.Add(1)
	go func() {
		defer cleanup.Done()
		time.Sleep(5 * time.Millisecond)
		s.ddMu.Unlock()
	}()
	cleanup.Wait()
}

func main() {
	s := &stream{}
	var wg sync.WaitGroup
	wg.Add(2)
	go func() { defer wg.Done(); isolatedRead(s) }()
	go func() { defer wg.Done(); s.apply() }()
	wg.Wait()
	println("done") // main goes on after the calls above
}
