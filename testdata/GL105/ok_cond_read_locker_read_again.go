package main

import (
	"fmt"
	"sync"
)

// A Cond made on `mu.RLocker()` read-locks `mu`: holding `L` and read-locking `mu` again
// is two read locks, not a lock taken twice (and nothing here ever write-locks it).
type feed struct {
	mu      sync.RWMutex
	updated *sync.Cond
	items   []string
}

func newFeed(items ...string) *feed {
	f := &feed{items: items}
	f.updated = sync.NewCond(f.mu.RLocker())
	return f
}

func (f *feed) count() int {
	f.mu.RLock()
	defer f.mu.RUnlock()
	return len(f.items)
}

func (f *feed) latest() (string, int) {
	f.updated.L.Lock()
	defer f.updated.L.Unlock()
	n := f.count()
	if n == 0 {
		return "", 0
	}
	return f.items[n-1], n
}

func main() {
	f := newFeed("a", "b")
	done := make(chan struct{})
	go func() {
		defer close(done)
		fmt.Println(f.latest())
	}()
	<-done
}
