package main

import (
	"sync"
	"time"
)

type meter struct {
	mu      sync.Mutex
	total   int64
	count   int64
	samples chan int64
}

// record sends the sample to the flusher under the lock so counts and samples agree.
func (m *meter) record(v int64) {
	m.mu.Lock()
	m.count++
	m.samples <- v // want "GL106"
	m.mu.Unlock()
}

// flushOnce takes one sample and folds it in; its caller runs it again and again.
func (m *meter) flushOnce() {
	v := <-m.samples
	time.Sleep(20 * time.Millisecond) // export the sample
	m.mu.Lock() // want "GL106"
	m.total += v
	m.mu.Unlock()
}

func (m *meter) flushLoop() {
	for {
		m.flushOnce()
	}
}

func main() {
	m := &meter{samples: make(chan int64)}
	go m.flushLoop()
	go m.record(3)
	go m.record(4)
	time.Sleep(50 * time.Millisecond)
}
