package main

import (
	"sync"
	"time"
)

// registry counts the waiters on each channel it holds: a range over its map gives back
// each key, and wakeAll closes them.
type registry struct {
	mu      sync.Mutex
	waiters map[chan struct{}]int
}

func (r *registry) wakeAll() {
	r.mu.Lock()
	defer r.mu.Unlock()
	for ch := range r.waiters {
		close(ch)
		delete(r.waiters, ch)
	}
}

// wait counts done in the registry's map (the increment makes the entry), so wakeAll
// can close it later: the goroutine's receive is answered.
func wait(r *registry) {
	done := make(chan struct{})
	r.mu.Lock()
	r.waiters[done]++
	r.mu.Unlock()
	go func() {
		<-done
	}()
}

func main() {
	r := &registry{waiters: map[chan struct{}]int{}}
	wait(r)
	time.Sleep(time.Millisecond)
	r.wakeAll()
	time.Sleep(time.Millisecond)
}
