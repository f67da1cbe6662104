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

// newQueue keeps the queue it makes open: reset sets no flag but to false.
func newQueue() *queue {
	q := &queue{}
	q.reset()
	return q
}

func (q *queue) reset() {
	q.items = nil
	q.closed = false
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

// A worker leaves without its Done only when Write fails, and Write fails only once the
// queue is closed: the function alone closes it, and only after its Wait.
func fill(n int) int {
	q := newQueue()
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
	wg.Wait()
	q.Close()
	return len(q.items)
}

func main() {
	fmt.Println(fill(len(os.Args) + 3))
}
