package main

import (
	"sync"
	"time"
)

// A job's Cond is made on the job's own mutex, so `j.done.L` is `j.mu`.
type job struct {
	mu       sync.Mutex
	done     *sync.Cond
	finished bool
}

type tracker struct {
	mu   sync.Mutex
	jobs []*job
}

func newJob() *job {
	j := &job{}
	j.done = sync.NewCond(&j.mu)
	return j
}

// finish holds the job (through its Cond's locker) while it tells the tracker: job.mu,
// then tracker.mu.
func (j *job) finish(t *tracker) {
	j.done.L.Lock()
	defer j.done.L.Unlock()
	j.finished = true
	time.Sleep(10 * time.Millisecond)
	t.forget(j)
	j.done.Broadcast()
}

func (t *tracker) forget(j *job) {
	t.mu.Lock() // want "GL107"
	defer t.mu.Unlock()
	for i, other := range t.jobs {
		if other == j {
			t.jobs = append(t.jobs[:i], t.jobs[i+1:]...)
			return
		}
	}
}

// pending holds the tracker while it reads each job: tracker.mu, then job.mu.
func (t *tracker) pending() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	time.Sleep(10 * time.Millisecond)
	n := 0
	for _, j := range t.jobs {
		j.mu.Lock() // want "GL107"
		if !j.finished {
			n++
		}
		j.mu.Unlock()
	}
	return n
}

func main() {
	t := &tracker{}
	j := newJob()
	t.jobs = append(t.jobs, j)
	go j.finish(t)
	go t.pending()
	time.Sleep(100 * time.Millisecond)
	println("done") // main goes on after the calls above
}
