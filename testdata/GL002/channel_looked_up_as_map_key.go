package main

import (
	"sync"
	"time"
)

// registry wakes every waiter it holds: a range over its map gives back each key.
type registry struct {
	mu      sync.Mutex
	waiters map[chan struct{}]bool
}

func (r *registry) wakeAll() {
	r.mu.Lock()
	defer r.mu.Unlock()
	for ch := range r.waiters {
		close(ch)
		delete(r.waiters, ch)
	}
}

// wait only looks done up in the registry's map, which never holds it: nothing closes
// it, and the goroutine waits forever.
func wait(r *registry) {
	done := make(chan struct{})
	r.mu.Lock()
	_ = r.waiters[done]
	r.mu.Unlock()
	go func() {
		<-done // want "GL002"
	}()
}

func main() {
	r := &registry{waiters: map[chan struct{}]bool{}}
	wait(r)
	time.Sleep(time.Millisecond)
	r.wakeAll()
	time.Sleep(time.Millisecond)
}
