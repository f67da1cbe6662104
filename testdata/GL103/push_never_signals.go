package main

import (
	"fmt"
	"sync"
)

type jobQueue struct {
	mu   sync.Mutex
	cond *sync.Cond
	jobs []string
}

// push appends under the lock but never calls Signal or Broadcast.
func (q *jobQueue) push(job string) {
	q.mu.Lock()
	q.jobs = append(q.jobs, job)
	q.mu.Unlock()
}

// work sleeps on the condition whenever the queue is empty; nothing ever
// wakes it, so it ends up blocked for good.
func (q *jobQueue) work() {
	for {
		q.mu.Lock()
		for len(q.jobs) == 0 {
			q.cond.Wait() // want "GL103"
		}
		job := q.jobs[0]
		q.jobs = q.jobs[1:]
		q.mu.Unlock()
		fmt.Println("ran", job)
	}
}

func runJobs(jobs []string) {
	q := &jobQueue{}
	q.cond = sync.NewCond(&q.mu)
	go q.work()
	for _, j := range jobs {
		q.push(j)
	}
}

func main() {
	runJobs([]string{"send-email", "resize-avatar"})
}
