package main

import (
	"context"
	"time"
)

type cacheRefresher struct {
	generation int
}

// ctx is checked once before the loop starts; inside the loop it is never
// looked at again.
func (r *cacheRefresher) loop(ctx context.Context) {
	if ctx.Err() != nil {
		return
	}
	for { // want "GL202"
		r.generation++
		time.Sleep(time.Millisecond)
	}
}

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	r := &cacheRefresher{}
	go r.loop(ctx)
	time.Sleep(2 * time.Millisecond)
	cancel()
}
