package main

import (
	"fmt"
	"sync"
)

// ok: the hook runs once the lock is let go, so flush can take it.
type store struct {
	mu     sync.Mutex
	items  []int
	onFull func()
}

func newStore() *store {
	s := &store{}
	s.onFull = s.flush
	return s
}

func (s *store) flush() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.items = s.items[:0]
}

func (s *store) add(v int) {
	s.mu.Lock()
	s.items = append(s.items, v)
	full := len(s.items) > 2
	s.mu.Unlock()
	if full {
		s.onFull()
	}
}

// ok: a hook that locks another store's mutex is no second lock of this one.
type pair struct {
	mu      sync.Mutex
	n       int
	forward func()
}

func newPair(other *store) *pair {
	p := &pair{}
	p.forward = other.flush
	return p
}

func (p *pair) bump() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.n++
	p.forward()
}

func main() {
	s := newStore()
	for i := range 5 {
		s.add(i)
	}
	p := newPair(s)
	p.bump()
	fmt.Println(len(s.items), p.n)
}
