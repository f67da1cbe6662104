package main

import (
	"fmt"
	"os"
	"sync"
)

type jobQueue struct {
	mu     sync.Mutex
	jobs   []string
	closed bool
}

func newJobQueue() *jobQueue { return &jobQueue{} }

// push reports false only once the queue is closed.
func (q *jobQueue) push(job string) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.closed {
		return false
	}
	q.jobs = append(q.jobs, job)
	return true
}

func (q *jobQueue) close() {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.closed = true
}

func measure(name string) int { return len(name) }

// The only way out before the receive follows a failed push, and push fails only on a
// closed queue: the function made the queue, and closes it only after the receive.
func schedule(name string) int {
	q := newJobQueue()
	sizes := make(chan int)
	go func() {
		sizes <- measure(name)
	}()
	if !q.push(name) {
		return 0
	}
	size := <-sizes
	q.close()
	return size + len(q.jobs)
}

// The goroutine's own check cannot fail either: nothing closes this queue at all.
func scheduleBoth(name string) int {
	q := newJobQueue()
	sizes := make(chan int, 1)
	go func() {
		if !q.push(name) {
			return
		}
		sizes <- measure(name)
	}()
	return <-sizes
}

func main() {
	for _, name := range os.Args {
		fmt.Println(schedule(name), scheduleBoth(name))
	}
}
