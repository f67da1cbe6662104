package main

import (
	"sync"
	"time"
)

// store hands writes to a flusher goroutine through an unbuffered channel; a parent
// store passes its writes on to a child store.
type store struct {
	mu      sync.Mutex
	pending []string
	flushes chan []string
	child   *store
}

func (s *store) flushLoop() {
	for batch := range s.flushes {
		time.Sleep(20 * time.Millisecond) // write the batch out
		s.mu.Lock()
		s.pending = append(s.pending[:0], batch...)
		s.mu.Unlock()
	}
}

func (s *store) flush(batch []string) {
	s.flushes <- batch
}

// Put holds the parent's lock and waits for the child's flusher, which takes only the
// child's lock.
func (s *store) Put(v string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.child.flush([]string{v})
}

func newStore(child *store) *store {
	s := &store{flushes: make(chan []string), child: child}
	go s.flushLoop()
	return s
}

func main() {
	child := newStore(nil)
	parent := newStore(child)
	var wg sync.WaitGroup
	for _, v := range []string{"a", "b"} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			parent.Put(v)
		}()
	}
	wg.Wait()
	close(parent.flushes)
	close(child.flushes)
	time.Sleep(50 * time.Millisecond)
}
