package main

import (
	"fmt"
	"sync"
	"time"
)

// counters upgrades its read lock to create a missing entry: the read lock is released
// through the method value `rUnlock` before the write lock is taken, and taken again after.
type counters struct {
	sync.RWMutex
	values map[string]*int
}

func (c *counters) entry(name string) *int {
	c.RLock()
	rUnlock := c.RUnlock
	if c.values == nil {
		rUnlock()
		c.Lock()
		unlock := c.Unlock
		if c.values == nil {
			c.values = map[string]*int{}
		}
		unlock()
		c.RLock()
		rUnlock = c.RUnlock
	}
	v := c.values[name]
	if v == nil {
		rUnlock()
		c.Lock()
		defer c.Unlock()
		if v = c.values[name]; v == nil {
			v = new(int)
			c.values[name] = v
		}
		return v
	}
	rUnlock()
	return v
}

func (c *counters) reset() {
	c.Lock()
	c.values = map[string]*int{}
	c.Unlock()
}

func main() {
	c := &counters{}
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(2)
		go func() {
			defer wg.Done()
			for j := 0; j < 200; j++ {
				c.entry(fmt.Sprint(j % 7))
			}
		}()
		go func() {
			defer wg.Done()
			for j := 0; j < 50; j++ {
				c.reset()
			}
		}()
	}
	wg.Wait()
	time.Sleep(10 * time.Millisecond)
}
