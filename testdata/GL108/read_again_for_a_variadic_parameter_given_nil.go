package main

import (
	"sync"
	"time"
)

type config struct{ n int }

type S struct {
	mu     sync.RWMutex
	always bool
	total  int
	seen   []any
}

func (s *S) apply(opts ...*config) {
	if opts != nil {
		s.mu.RLock() // want "GL108"
		s.total += len(opts)
		s.mu.RUnlock()
	}
}

func (s *S) run() {
	s.mu.RLock()
	defer s.mu.RUnlock()
	time.Sleep(80 * time.Millisecond)
	s.apply(nil) // []*config{nil}: not nil
}

func (s *S) reload() {
	s.mu.Lock() // want "GL108"
	defer s.mu.Unlock()
	s.total = 0
}

func main() {
	s := &S{always: true}
	go s.run()
	time.Sleep(20 * time.Millisecond)
	go s.reload()
	time.Sleep(200 * time.Millisecond)
}
