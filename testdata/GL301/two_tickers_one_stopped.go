package main

import (
	"sync/atomic"
	"time"
)

type cache struct {
	evictions atomic.Int64
	snapshots atomic.Int64
}

// Two tickers in one endless goroutine: the fast one is stopped (deferred),
// the slow one is forgotten.
func (c *cache) maintain() {
	go func() {
		evict := time.NewTicker(time.Millisecond)
		defer evict.Stop()
		snapshot := time.NewTicker(2 * time.Millisecond) // want "GL301"
		for {
			select {
			case <-evict.C:
				c.evictions.Add(1)
			case <-snapshot.C:
				c.snapshots.Add(1)
			}
		}
	}()
}

func main() {
	for range 2 { // started again and again: each start leaks its ticker
		(&cache{}).maintain()
	}
	time.Sleep(3 * time.Millisecond)
}
