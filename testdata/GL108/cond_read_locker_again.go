package main

import (
	"fmt"
	"sync"
	"time"
)

// The feed's Cond is made on `mu.RLocker()`: `f.updated.L.Lock()` read-locks `f.mu`.
type feed struct {
	mu      sync.RWMutex
	updated *sync.Cond
	items   []string
}

func newFeed() *feed {
	f := &feed{}
	f.updated = sync.NewCond(f.mu.RLocker())
	return f
}

func (f *feed) count() int {
	f.mu.RLock() // want "GL108"
	defer f.mu.RUnlock()
	return len(f.items)
}

// latest read-locks the feed through its Cond, then again through count.
func (f *feed) latest() (string, int) {
	f.updated.L.Lock()
	defer f.updated.L.Unlock()
	time.Sleep(30 * time.Millisecond)
	n := f.count()
	if n == 0 {
		return "", 0
	}
	return f.items[n-1], n
}

func (f *feed) publish(item string) {
	time.Sleep(10 * time.Millisecond)
	f.mu.Lock() // want "GL108"
	f.items = append(f.items, item)
	f.mu.Unlock()
	f.updated.Broadcast()
}

func main() {
	f := newFeed()
	go func() {
		item, n := f.latest()
		fmt.Println(item, n)
	}()
	go f.publish("first")
	time.Sleep(100 * time.Millisecond)
}
