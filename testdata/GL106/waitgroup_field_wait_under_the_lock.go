package main

import (
	"fmt"
	"sync"
	"time"
)

// Stop closes the queue and waits for the workers while holding the queue's lock; a
// worker that took an item before the close records it under that lock before it is done.
type queue struct {
	mu      sync.Mutex
	items   chan int
	handled int
	workers sync.WaitGroup
}

func (q *queue) start(n int) {
	for i := 0; i < n; i++ {
		q.workers.Add(1)
		go q.work()
	}
}

func (q *queue) work() {
	defer q.workers.Done()
	for item := range q.items {
		time.Sleep(2 * time.Millisecond)
		q.mu.Lock() // want "GL106"
		q.handled += item
		q.mu.Unlock()
	}
}

func (q *queue) Stop() {
	q.mu.Lock()
	defer q.mu.Unlock()
	close(q.items)
	q.workers.Wait() // want "GL106"
}

func main() {
	q := &queue{items: make(chan int)}
	q.start(2)
	q.items <- 1
	go q.Stop()
	time.Sleep(20 * time.Millisecond)
	fmt.Println("done")
}
