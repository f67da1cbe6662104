package main

import (
	"sync"
	"time"
)

type sessionStore struct {
	mu       sync.Mutex
	sessions map[string]time.Time
}

func (s *sessionStore) expire(now time.Time) {
	s.mu.Lock()
	for id, until := range s.sessions {
		if now.After(until) {
			delete(s.sessions, id)
		}
	}
	s.mu.Unlock()
}

// The launcher makes the ticker, the goroutine ranges over its channel
// forever; nobody ever stops it.
func startExpiry(s *sessionStore, every time.Duration) {
	t := time.NewTicker(every) // want "GL301"
	go func() {
		for now := range t.C {
			s.expire(now)
		}
	}()
}

func main() {
	s := &sessionStore{sessions: map[string]time.Time{"a": time.Now()}}
	for range 2 { // started again and again: each start leaks its ticker
		startExpiry(s, time.Millisecond)
	}
	time.Sleep(3 * time.Millisecond)
}
