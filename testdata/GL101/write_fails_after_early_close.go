package main

import (
	"errors"
	"fmt"
	"os"
	"sync"
)

var errQueueClosed = errors.New("queue closed")

type queue struct {
	mu     sync.Mutex
	items  []string
	closed bool
}

func newQueue() *queue { return &queue{} }

// newDrainedQueue hands over a queue it has closed.
func newDrainedQueue() *queue {
	q := newQueue()
	q.shutdown()
	return q
}

func (q *queue) shutdown() {
	q.Close()
}

// Write fails only once the queue is closed.
func (q *queue) Write(item string) error {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.closed {
		return errQueueClosed
	}
	q.items = append(q.items, item)
	return nil
}

func (q *queue) Close() {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.closed = true
}

// The queue may be closed before the workers write: a worker whose Write fails leaves
// without its Done, and the Wait never returns.
func fill(n int, limited bool) int {
	q := newQueue()
	if limited {
		q.Close()
	}
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			if err := q.Write(fmt.Sprint(i)); err != nil {
				fmt.Println("dropped:", err)
				return
			}
			wg.Done()
		}()
	}
	wg.Wait() // want "GL101"
	return len(q.items)
}

// Every Write on a drained queue fails.
func refill(n int) int {
	q := newDrainedQueue()
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			if err := q.Write(fmt.Sprint(i)); err != nil {
				return
			}
			wg.Done()
		}()
	}
	wg.Wait() // want "GL101"
	q.Close()
	return len(q.items)
}

func main() {
	go fill(len(os.Args)+3, len(os.Args) > 0)
	go refill(len(os.Args) + 3)
}
