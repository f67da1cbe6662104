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

// The queue may be closed before the push: push fails, and the function leaves before
// receiving.
func schedule(name string, draining bool) int {
	q := newJobQueue()
	if draining {
		q.close()
	}
	sizes := make(chan int)
	go func() {
		sizes <- measure(name) // want "GL001"
	}()
	if !q.push(name) {
		return 0
	}
	return <-sizes + len(q.jobs)
}

func main() {
	go func() { fmt.Println(schedule(os.Args[0], len(os.Args) > 0)) }()
}
