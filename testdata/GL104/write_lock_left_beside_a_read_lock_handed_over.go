package main

import (
	"errors"
	"fmt"
	"sync"
	"time"
)

type store struct {
	rmu  sync.RWMutex
	wmu  sync.Mutex
	data map[string]int
}

type txn struct{ write bool }

// begin takes the writers' lock for a write transaction and a read lock for a read one:
// commit lets go of them, on paths that never took them.
func (s *store) begin(write bool) *txn {
	if write {
		s.wmu.Lock()
	} else {
		s.rmu.RLock() // want "GL104"
	}
	return &txn{write: write}
}

// commit of a write transaction takes the write lock and leaves it held when the key is
// empty. commit and abort hand the read lock over (RUnlock), never a write lock: the
// write lock left held is no one else's to let go of.
func (s *store) commit(t *txn, key string) error {
	if t.write {
		s.rmu.Lock()
		if key == "" {
			return errors.New("empty key")
		}
		s.data[key]++
		s.rmu.Unlock()
		s.wmu.Unlock()
	} else {
		s.rmu.RUnlock()
	}
	return nil
}

// abort lets go of what begin took: the read lock by RUnlock, on a path that never took
// it, and the writers' lock after a balanced write lock.
func (s *store) abort(t *txn) {
	if t.write {
		s.rmu.Lock()
		s.data = map[string]int{}
		s.rmu.Unlock()
		s.wmu.Unlock()
	} else {
		s.rmu.RUnlock()
	}
}

func commitEmpty() {
	s := &store{data: map[string]int{}}
	s.abort(s.begin(false))
	fmt.Println(s.commit(s.begin(true), ""))
	go func() {
		t := s.begin(false)
		_ = s.commit(t, "a")
	}()
}

func main() {
	commitEmpty()
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
