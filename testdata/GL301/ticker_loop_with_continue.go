package main

import (
	"sync"
	"time"
)

type quotaTracker struct {
	mu     sync.Mutex
	paused bool
	used   map[string]int
}

func (q *quotaTracker) reset() {
	q.mu.Lock()
	for k := range q.used {
		q.used[k] = 0
	}
	q.mu.Unlock()
}

// The loop skips ticks while paused with `continue`, but never ends and
// never stops the ticker.
func (q *quotaTracker) run(window time.Duration) {
	t := time.NewTicker(window) // want "GL301"
	go func() {
		for {
			select {
			case <-t.C:
				q.mu.Lock()
				paused := q.paused
				q.mu.Unlock()
				if paused {
					continue
				}
				q.reset()
			}
		}
	}()
}

func main() {
	q := &quotaTracker{used: map[string]int{"ada": 3}}
	for range 2 { // started again and again: each start leaks its ticker
		q.run(time.Millisecond)
	}
	time.Sleep(3 * time.Millisecond)
}
