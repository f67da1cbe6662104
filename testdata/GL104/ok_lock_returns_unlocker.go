package main

import (
	"fmt"
	"sync"
)

type store struct {
	mu   sync.Mutex
	rows map[int]string
}

// ok: the lock is deliberately handed to the caller together with the
// function that releases it.
func (s *store) lockAndReturnUnlocker() func() {
	s.mu.Lock()
	return s.mu.Unlock
}

func (s *store) bulkInsert(rows map[int]string) {
	unlock := s.lockAndReturnUnlocker()
	defer unlock()
	for id, r := range rows {
		s.rows[id] = r
	}
}

func main() {
	s := &store{rows: map[int]string{}}
	s.bulkInsert(map[int]string{1: "alice", 2: "bob"})
	done := make(chan struct{})
	go func() {
		defer close(done)
		s.bulkInsert(map[int]string{3: "carol"})
	}()
	<-done
	fmt.Println(len(s.rows), "rows")
}
