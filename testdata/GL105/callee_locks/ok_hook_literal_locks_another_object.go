package main

import (
	"fmt"
	"sync"
)

// ok: the literal stored in one lessor checkpoints another lessor, whose lock is free.
type lessor struct {
	mu sync.Mutex
	n  int
	cp func()
}

func (le *lessor) checkpoint() {
	le.mu.Lock()
	defer le.mu.Unlock()
	le.n = 0
}

func (le *lessor) setCheckpointer(cp func()) {
	le.mu.Lock()
	defer le.mu.Unlock()
	le.cp = cp
}

func (le *lessor) renew() {
	le.mu.Lock()
	defer le.mu.Unlock()
	le.n++
	if le.cp != nil {
		le.cp()
	}
}

func main() {
	done := make(chan struct{})
	go func() {
		defer close(done)
		primary := &lessor{}
		backup := &lessor{}
		check := func() {
			backup.checkpoint()
		}
		primary.setCheckpointer(check)
		primary.renew()
	}()
	<-done
	fmt.Println("renewed")
}
