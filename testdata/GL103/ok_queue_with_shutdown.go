package main

import (
	"fmt"
	"sync"
)

type jobQueue struct {
	mu     sync.Mutex
	cond   *sync.Cond
	jobs   []string
	closed bool
}

// ok: push signals one worker per job and close wakes them all.
func (q *jobQueue) push(job string) {
	q.mu.Lock()
	q.jobs = append(q.jobs, job)
	q.mu.Unlock()
	q.cond.Signal()
}

func (q *jobQueue) close() {
	q.mu.Lock()
	q.closed = true
	q.mu.Unlock()
	q.cond.Broadcast()
}

func (q *jobQueue) work(id int, wg *sync.WaitGroup) {
	defer wg.Done()
	for {
		q.mu.Lock()
		for len(q.jobs) == 0 && !q.closed {
			q.cond.Wait()
		}
		if len(q.jobs) == 0 {
			q.mu.Unlock()
			return
		}
		job := q.jobs[0]
		q.jobs = q.jobs[1:]
		q.mu.Unlock()
		fmt.Println("worker", id, "ran", job)
	}
}

func runJobs(jobs []string) {
	q := &jobQueue{}
	q.cond = sync.NewCond(&q.mu)
	var wg sync.WaitGroup
	for i := range 2 {
		wg.Add(1)
		go q.work(i, &wg)
	}
	for _, j := range jobs {
		q.push(j)
	}
	q.close()
	wg.Wait()
}

func main() {
	runJobs([]string{"send-email", "resize-avatar", "bill"})
}
