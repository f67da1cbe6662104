package main

import (
	"context"
	"fmt"
	"time"
)

// monitor closes its channel only when it is told to stop, not when its context ends: a
// sample sent after the context was cancelled waits forever.
type monitor struct {
	samples chan int
	stop    chan struct{}
}

func (m *monitor) run(ctx context.Context) {
	for {
		select {
		case s := <-m.samples:
			fmt.Println("sample", s)
		case <-m.stop:
			close(m.samples)
			return
		case <-ctx.Done():
			return
		}
	}
}

func (m *monitor) record(s int) {
	m.samples <- s // want "GL001:can stop doing so"
}

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	m := &monitor{samples: make(chan int), stop: make(chan struct{})}
	go m.run(ctx)
	m.record(1)
	cancel()
	time.Sleep(50 * time.Millisecond) // run has seen the cancel and returned
	go m.record(2)
	time.Sleep(10 * time.Millisecond)
}
