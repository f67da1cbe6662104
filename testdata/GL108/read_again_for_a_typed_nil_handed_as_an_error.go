package main

import (
	"sync"
	"time"
)

type MyErr struct{}

func (*MyErr) Error() string { return "my" }

type S struct {
	mu     sync.RWMutex
	always bool
	total  int
	seen   []any
}

// record counts an error under the read lock; nothing for a nil error.
func (s *S) record(err error) {
	if err != nil {
		s.mu.RLock() // want "GL108"
		s.total++
		s.mu.RUnlock()
	}
}

// wrap hands a *MyErr on as an error: a nil *MyErr is a non-nil error.
func (s *S) wrap(e *MyErr) {
	s.record(e)
}

func (s *S) run() {
	s.mu.RLock()
	defer s.mu.RUnlock()
	time.Sleep(80 * time.Millisecond)
	s.wrap(nil)
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
