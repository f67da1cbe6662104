package main

import (
	"context"
	"time"
)

type metricsSink struct{}

func (metricsSink) flush(ctx context.Context) error { return ctx.Err() }

// The loop passes a context to the flush, but a fresh background one: the
// ctx in scope is never used, so cancelling it changes nothing.
func startFlusher(ctx context.Context, sink metricsSink) {
	go func() {
		for { // want "GL202"
			_ = sink.flush(context.Background())
			time.Sleep(time.Millisecond)
		}
	}()
}

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	startFlusher(ctx, metricsSink{})
	time.Sleep(2 * time.Millisecond)
	cancel()
}
