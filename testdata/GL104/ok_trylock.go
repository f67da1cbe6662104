package main

import (
	"fmt"
	"sync"
)

type compactor struct {
	mu       sync.Mutex
	segments int
}

// ok: TryLock never blocks; the busy path returns without holding the lock
// and the success path defers the unlock.
func (c *compactor) compactIfIdle() bool {
	if !c.mu.TryLock() {
		fmt.Println("compaction already running")
		return false
	}
	defer c.mu.Unlock()
	c.segments = 1
	return true
}

func main() {
	c := &compactor{segments: 12}
	var wg sync.WaitGroup
	for range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c.compactIfIdle()
		}()
	}
	wg.Wait()
	fmt.Println("segments:", c.segments)
}
