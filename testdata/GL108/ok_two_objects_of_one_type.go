package main

import (
	"sync"
)

type idSet struct {
	sync.RWMutex
	ids map[int]bool
}

// ok: the receiver and the argument are two sets; read-locking the second while the
// first is read-held takes another object's mutex, not the same one again.
func (s *idSet) equals(other *idSet) bool {
	if s == other {
		return true
	}
	s.RLock()
	defer s.RUnlock()
	other.RLock()
	defer other.RUnlock()
	if len(s.ids) != len(other.ids) {
		return false
	}
	for id := range s.ids {
		if !other.ids[id] {
			return false
		}
	}
	return true
}

type shard struct {
	mu    sync.RWMutex
	count int
}

type pair struct {
	left, right *shard
}

// ok: two shards reached through two fields, each with its own mutex.
func (p *pair) total() int {
	p.left.mu.RLock()
	defer p.left.mu.RUnlock()
	p.right.mu.RLock()
	defer p.right.mu.RUnlock()
	return p.left.count + p.right.count
}

func (s *idSet) add(id int) {
	s.Lock()
	s.ids[id] = true
	s.Unlock()
}

func (s *shard) bump() {
	s.mu.Lock()
	s.count++
	s.mu.Unlock()
}

func main() {
	a := &idSet{ids: map[int]bool{1: true}}
	b := &idSet{ids: map[int]bool{1: true}}
	p := &pair{left: &shard{}, right: &shard{}}
	var wg sync.WaitGroup
	wg.Add(4)
	go func() { defer wg.Done(); _ = a.equals(b) }()
	go func() { defer wg.Done(); b.add(2) }()
	go func() { defer wg.Done(); _ = p.total() }()
	go func() { defer wg.Done(); p.right.bump() }()
	wg.Wait()
}
