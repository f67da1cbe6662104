package main

import (
	"sync"
	"time"
)

type journal struct {
	mu      sync.Mutex
	entries chan string
	written int
}

// record sends while holding mu.
func (j *journal) record(entry string) {
	j.mu.Lock()
	defer j.mu.Unlock()
	j.entries <- entry
}

func (j *journal) count() {
	j.mu.Lock()
	j.written++
	j.mu.Unlock()
}

// consume takes mu only in its deferred count, on the way out: after the receive.
func (j *journal) consume() {
	defer j.count()
	<-j.entries // ok: nothing is locked before it
}

func main() {
	j := &journal{entries: make(chan string)}
	go j.consume()
	j.record("started")
	time.Sleep(10 * time.Millisecond)
}
