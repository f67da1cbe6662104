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

// wait keeps done as a key of the registry's map, so wakeAll can close it later: the
// goroutine's receive is answered.
func wait(r *registry) {
	done := make(chan struct{})
	r.mu.Lock()
	r.waiters[done] = true
	r.mu.Unlock()
	go func() {
		<-done
	}()
}

func main() {
	r := &registry{waiters: map[chan struct{}]bool{}}
	wait(r)
	time.Sleep(time.Millisecond)
	r.wakeAll()
	time.Sleep(time.Millisecond)
}
