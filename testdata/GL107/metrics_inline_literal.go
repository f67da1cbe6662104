package main

import (
	"sync"
	"time"
)

type queue struct {
	mu    sync.Mutex
	items []int
	m     *metrics
}

type metrics struct {
	mu    sync.Mutex
	depth int
	q     *queue
}

// push publishes the new depth from a function literal it calls while the queue is
// still held: queue.mu, then metrics.mu.
func (q *queue) push(v int) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.items = append(q.items, v)
	time.Sleep(20 * time.Millisecond)
	func() {
		q.m.mu.Lock() // want "GL107"
		defer q.m.mu.Unlock()
		q.m.depth = len(q.items)
	}()
}

// sample holds the metrics and reads the queue: metrics.mu, then queue.mu.
func (m *metrics) sample() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	time.Sleep(20 * time.Millisecond)
	m.q.mu.Lock() // want "GL107"
	defer m.q.mu.Unlock()
	m.depth = len(m.q.items)
	return m.depth
}

func main() {
	q := &queue{}
	q.m = &metrics{q: q}
	go q.push(1)
	go q.m.sample()
	time.Sleep(100 * time.Millisecond)
}
