package main

import (
	"sync"
	"time"
)

type sessions struct {
	mu      sync.Mutex
	expired map[string]bool
	pinned  map[string]bool
}

// touch locks and unlocks the mutex itself; the expiry callback it schedules runs on the
// timer's goroutine and returns early, for a pinned session, with the mutex still locked.
// The next touch blocks on its Lock forever.
func (s *sessions) touch(id string) {
	s.mu.Lock() // want "GL104"
	defer s.mu.Unlock()
	time.AfterFunc(time.Millisecond, func() {
		s.mu.Lock()
		if s.pinned[id] {
			return
		}
		s.expired[id] = true
		s.mu.Unlock()
	})
}

func main() {
	s := &sessions{expired: map[string]bool{}, pinned: map[string]bool{"a": true}}
	s.touch("a")
	time.Sleep(10 * time.Millisecond)
	go s.touch("b")
	time.Sleep(50 * time.Millisecond)
}
