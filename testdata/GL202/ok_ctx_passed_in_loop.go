package main

import (
	"context"
	"time"
)

type replicator struct {
	copied int
}

func (r *replicator) copyBatch(ctx context.Context) {
	if ctx.Err() != nil {
		return
	}
	r.copied++
}

// ok: the loop hands ctx to the work it does on every iteration, so the
// work is cancellable; the loop itself is the replicator's lifetime.
func replicate(ctx context.Context, r *replicator) {
	go func() {
		for {
			r.copyBatch(ctx)
			time.Sleep(time.Millisecond)
		}
	}()
}

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	replicate(ctx, &replicator{})
	time.Sleep(2 * time.Millisecond)
	cancel()
}
