package main

import (
	"fmt"
	"sync"
	"time"
)

type batchQueue struct {
	mu      sync.Mutex
	pending []string
	flushed int
}

type sink struct {
	mu      sync.Mutex
	written []string
	queue   *batchQueue
}

// drain takes the batch under the queue lock, writes it under the sink lock, and only
// then locks the queue again to count it: the two are never held together.
func (s *sink) drain() {
	s.queue.mu.Lock()
	batch := s.queue.pending
	s.queue.pending = nil
	s.queue.mu.Unlock()

	time.Sleep(20 * time.Millisecond)
	s.mu.Lock()
	s.written = append(s.written, batch...)
	s.mu.Unlock()

	s.queue.mu.Lock() // ok: sink.mu was released before
	s.queue.flushed += len(batch)
	s.queue.mu.Unlock()
}

// retry holds the sink and puts the failed lines back on the queue: sink, then queue,
// the only order in the program.
func (s *sink) retry(failed []string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	time.Sleep(20 * time.Millisecond)
	s.queue.requeue(failed)
}

func (q *batchQueue) requeue(lines []string) {
	q.mu.Lock()
	q.pending = append(lines, q.pending...)
	q.mu.Unlock()
}

func main() {
	s := &sink{queue: &batchQueue{pending: []string{"a", "b"}}}
	go s.drain()
	go s.retry([]string{"c"})
	time.Sleep(100 * time.Millisecond)
	fmt.Println("queued", len(s.queue.pending))
}
