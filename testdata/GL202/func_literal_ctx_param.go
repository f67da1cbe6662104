package main

import (
	"context"
	"sync/atomic"
	"time"
)

// The goroutine's func literal takes the context as a parameter and then
// ignores it: the retry loop runs forever.
func reconnectForever(ctx context.Context, attempts *atomic.Int32) {
	go func(ctx context.Context, backoff time.Duration) {
		for { // want "GL202"
			attempts.Add(1)
			time.Sleep(backoff)
		}
	}(ctx, time.Millisecond)
}

func main() {
	var attempts atomic.Int32
	ctx, cancel := context.WithCancel(context.Background())
	reconnectForever(ctx, &attempts)
	time.Sleep(2 * time.Millisecond)
	cancel()
}
