package main

import (
	"sync"
	"time"
)

// store read-locks itself and hands each of its replicas to a queue; the queue asks the
// replica's store for its status, and the replica's store is this store: it is
// read-locked again, and a writer that queues in between blocks both.
type store struct {
	mu       sync.RWMutex
	queue    *queue
	replicas []*replica
}

type replica struct {
	store *store
}

type queue struct {
	mu sync.Mutex
}

func (s *store) status() {
	s.mu.RLock() // want "GL108"
	defer s.mu.RUnlock()
}

func (q *queue) add(r *replica) {
	q.mu.Lock()
	defer q.mu.Unlock()
	check(r)
}

func check(r *replica) {
	r.store.status()
}

func (s *store) scan() {
	s.mu.RLock()
	time.Sleep(20 * time.Millisecond)
	for _, r := range s.replicas {
		s.queue.add(r)
	}
	s.mu.RUnlock()
}

func (s *store) process() {
	time.Sleep(5 * time.Millisecond)
	s.mu.Lock() // want "GL108"
	s.replicas = nil
	s.mu.Unlock()
}

func main() {
	s := &store{queue: &queue{}}
	s.replicas = []*replica{{store: s}}
	go s.scan()
	go s.process()
	time.Sleep(60 * time.Millisecond)
}
