package main

import (
	"fmt"
	"sync"
)

// A queue whose Cond is made on its own mutex: `q.ready.L` is `q.mu`.
type queue struct {
	mu    sync.Mutex
	ready *sync.Cond
	items []int
}

func newQueue() *queue {
	q := &queue{}
	q.ready = sync.NewCond(&q.mu)
	return q
}

func (q *queue) size() int {
	q.mu.Lock() // want "GL105"
	defer q.mu.Unlock()
	return len(q.items)
}

// push takes the lock through the Cond, then asks size, which takes it again.
func (q *queue) push(v int) {
	q.ready.L.Lock()
	defer q.ready.L.Unlock()
	if q.size() > 10 {
		return
	}
	q.items = append(q.items, v)
	q.ready.Signal()
}

func main() {
	q := newQueue()
	go q.push(1)
	fmt.Println("pushing")
}
