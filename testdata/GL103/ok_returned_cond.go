package main

import (
	"fmt"
	"sync"
)

type readiness struct {
	mu    sync.Mutex
	cond  *sync.Cond
	ready bool
}

// ok: the constructor returns the Cond's owner to the caller, which
// broadcasts once it is ready.
func newReadiness() *readiness {
	r := &readiness{}
	r.cond = sync.NewCond(&r.mu)
	return r
}

func (r *readiness) wait() {
	r.mu.Lock()
	for !r.ready {
		r.cond.Wait()
	}
	r.mu.Unlock()
}

func (r *readiness) markReady() {
	r.mu.Lock()
	r.ready = true
	r.mu.Unlock()
	r.cond.Broadcast()
}

func main() {
	r := newReadiness()
	done := make(chan struct{})
	go func() {
		defer close(done)
		r.wait()
		fmt.Println("cache warmed")
	}()
	r.markReady()
	<-done
}
