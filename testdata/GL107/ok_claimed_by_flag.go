package main

import (
	"fmt"
	"sync"
	"time"
)

// cache fills its records in batches, one filler at a time. A caller becomes the filler
// by claiming the running flag under mu and taking fillMu; the filler takes mu again
// while it holds fillMu, the reverse order. It cannot deadlock: fillMu is write-locked
// only by the one who set the flag, the flag is cleared under mu only after fillMu is
// let go, and mu -> fillMu is taken only on finding the flag clear.
type cache struct {
	mu      sync.Mutex
	fillMu  sync.RWMutex
	running bool
	queue   []string
	records map[string]int
}

func (c *cache) prefill(key string) {
	c.mu.Lock()
	if _, ok := c.records[key]; ok {
		c.mu.Unlock()
		return
	}
	c.queue = append(c.queue, key)
	filler := false
	if !c.running {
		c.running = true
		c.fillMu.Lock()
		defer func() {
			c.mu.Lock()
			c.fillMu.Unlock()
			c.running = false
			c.mu.Unlock()
		}()
		filler = true
	}
	c.mu.Unlock()
	if !filler {
		c.fillMu.RLock() // wait for the running filler
		c.fillMu.RUnlock()
		return
	}
	time.Sleep(10 * time.Millisecond) // let requests gather
	c.mu.Lock()
	for _, queued := range c.queue {
		c.records[queued] = len(queued)
	}
	c.queue = nil
	c.mu.Unlock()
}

func main() {
	c := &cache{records: map[string]int{}}
	var wg sync.WaitGroup
	for _, key := range []string{"a", "bb", "ccc", "a"} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c.prefill(key)
		}()
		time.Sleep(2 * time.Millisecond)
	}
	wg.Wait()
	fmt.Println(len(c.records))
	println("done") // main goes on after the calls above
}
