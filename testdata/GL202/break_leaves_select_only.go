package main

import (
	"context"
	"time"
)

type exporter struct {
	batches int
}

// The `break` only leaves the select; the for loop goes on forever and ctx
// is not consulted.
func (e *exporter) export(ctx context.Context, limit int) {
	t := time.NewTicker(time.Millisecond)
	defer t.Stop()
	for { // want "GL202"
		select {
		case <-t.C:
			if e.batches >= limit {
				break
			}
			e.batches++
		}
	}
}

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go (&exporter{}).export(ctx, 3)
	time.Sleep(2 * time.Millisecond)
}
