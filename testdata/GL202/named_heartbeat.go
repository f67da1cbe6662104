package main

import (
	"context"
	"sync/atomic"
	"time"
)

var beats atomic.Int64

func beat(node string) { beats.Add(int64(len(node))) }

// The goroutine's own function takes a context and ignores it in its
// endless loop.
func heartbeat(ctx context.Context, node string, every time.Duration) {
	for { // want "GL202"
		beat(node)
		time.Sleep(every)
	}
}

func joinCluster(ctx context.Context, node string) {
	go heartbeat(ctx, node, time.Millisecond)
}

func main() {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Millisecond)
	defer cancel()
	joinCluster(ctx, "node-1")
	<-ctx.Done()
}
