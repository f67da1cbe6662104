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

// save takes its own state lock and then its own alloc lock.
func (r *runner) save() {
	r.stateMu.Lock() // want "GL107"
	defer r.stateMu.Unlock()
	r.allocMu.Lock() // want "GL107"
	r.state++
	r.allocMu.Unlock()
}

// handOver holds one runner's alloc lock while another saves; nothing says the two are
// different runners, and handOver(r, r) takes r's locks the other way round from save.
func handOver(old, next *runner) {
	old.allocMu.Lock()
	defer old.allocMu.Unlock()
	next.save()
}

func main() {
	r := &runner{}
	go handOver(r, r)
	time.Sleep(10 * time.Millisecond)
	go r.save()
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
