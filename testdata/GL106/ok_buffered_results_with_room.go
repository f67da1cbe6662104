package main

import (
	"fmt"
	"sync"
	"time"
)

const maxJobs = 4

type batch struct {
	mu      sync.Mutex
	started int
	results chan string
}

func newBatch() *batch {
	return &batch{results: make(chan string, maxJobs)}
}

// finish records the result under the lock; the channel has room for every job.
func (b *batch) finish(job int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.started++
	b.results <- fmt.Sprint("job ", job) // ok: buffered for every job, never full
}

func (b *batch) collect() {
	for i := 0; i < maxJobs; i++ {
		r := <-b.results
		b.mu.Lock()
		fmt.Println(r, "of", b.started)
		b.mu.Unlock()
	}
}

func main() {
	b := newBatch()
	for job := 0; job < maxJobs; job++ {
		go b.finish(job)
	}
	time.Sleep(10 * time.Millisecond)
	b.collect()
}
