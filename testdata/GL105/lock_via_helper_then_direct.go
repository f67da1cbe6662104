package main

import (
	"fmt"
	"sync"
)

type session struct {
	mu    sync.Mutex
	token string
	hits  int
}

// acquire locks the session and hands the unlock back to the caller.
func (s *session) acquire() (release func()) {
	s.mu.Lock()
	return s.mu.Unlock
}

// refresh already holds the lock through acquire, then locks again directly
// to bump the counter.
func (s *session) refresh(token string) {
	release := s.acquire()
	defer release()
	s.token = token
	s.mu.Lock() // want "GL105"
	s.hits++
	s.mu.Unlock()
}

func main() {
	s := &session{}
	go s.refresh("tok-123")
	fmt.Println("refreshing session")
}
