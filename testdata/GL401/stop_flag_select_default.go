package main

import (
	"fmt"
	"sync/atomic"
	"time"
)

type tracer struct {
	spans   chan string
	stopped atomic.Bool
	seen    int
}

// The collector loop is bounded by a stop flag, but inside it a select with
// an empty default spins while no span arrives.
func (t *tracer) collect(done chan<- int) {
	for !t.stopped.Load() { // want "GL401"
		select {
		case <-t.spans:
			t.seen++
		default:
		}
	}
	done <- t.seen
}

func main() {
	t := &tracer{spans: make(chan string, 1)}
	done := make(chan int)
	go t.collect(done)
	t.spans <- "GET /"
	time.Sleep(time.Millisecond)
	t.stopped.Store(true)
	fmt.Println("spans >= 0:", <-done >= 0)
}
