package main

import (
	"context"
	"sync"
	"time"
)

type collector struct {
	mu      sync.Mutex
	samples []int
}

func (c *collector) collect() {
	c.mu.Lock()
	c.samples = append(c.samples, len(c.samples))
	if len(c.samples) > 100 {
		c.samples = c.samples[:0]
	}
	c.mu.Unlock()
}

// A method goroutine with a ticker: the ticker is stopped when the method
// returns, but the loop never returns, and ctx is never consulted.
func (c *collector) run(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for { // want "GL202"
		<-t.C
		c.collect()
	}
}

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	c := &collector{}
	go c.run(ctx, time.Millisecond)
	time.Sleep(3 * time.Millisecond)
	cancel()
}
