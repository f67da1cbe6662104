package main

import (
	"sync"
	"time"
)

type runner struct {
	allocMu sync.Mutex
	stateMu sync.Mutex
	state   int
}

func newRunner() *runner {
	r := &runner{}
	return r
}

// save takes its own state lock and then its own alloc lock.
func (r *runner) save() {
	r.stateMu.Lock()
	defer r.stateMu.Unlock()
	r.allocMu.Lock()
	r.state++
	r.allocMu.Unlock()
}

// handOver holds the old runner's alloc lock while a runner it has just made saves: the
// new runner's state lock is never a lock save holds elsewhere, as the object is new.
func handOver(old *runner) *runner {
	old.allocMu.Lock()
	defer old.allocMu.Unlock()
	next := newRunner()
	next.save() // ok: the locks of another runner
	return next
}

func main() {
	r := newRunner()
	for range 4 {
		go r.save()
		go handOver(r)
	}
	time.Sleep(20 * time.Millisecond)
	println("done") // main goes on after the calls above
}
