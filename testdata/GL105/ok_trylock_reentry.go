package main

import (
	"fmt"
	"sync"
)

type janitor struct {
	mu     sync.Mutex
	sweeps int
}

// sweep uses TryLock, which fails instead of blocking when the lock is
// already held.
func (j *janitor) sweep() bool {
	if !j.mu.TryLock() {
		return false
	}
	defer j.mu.Unlock()
	j.sweeps++
	return true
}

// ok: shutdown holds the lock and calls sweep: its TryLock returns false
// rather than deadlocking.
func (j *janitor) shutdown() {
	j.mu.Lock()
	defer j.mu.Unlock()
	fmt.Println("sweep during shutdown ran:", j.sweep())
}

func main() {
	j := &janitor{}
	done := make(chan struct{})
	go func() {
		defer close(done)
		j.sweep()
		j.shutdown()
	}()
	<-done
	fmt.Println("sweeps:", j.sweeps)
}
