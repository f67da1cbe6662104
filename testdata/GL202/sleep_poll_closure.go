package main

import (
	"context"
	"sync/atomic"
	"time"
)

type inbox struct {
	polls atomic.Int64
}

func (b *inbox) poll() { b.polls.Add(1) }

// The polling goroutine is started with a context in scope but never looks
// at it: cancelling ctx does not stop the loop.
func startPolling(ctx context.Context, b *inbox) {
	go func() {
		for { // want "GL202"
			b.poll()
			time.Sleep(time.Millisecond)
		}
	}()
}

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	startPolling(ctx, &inbox{})
	time.Sleep(3 * time.Millisecond)
	cancel()
}
