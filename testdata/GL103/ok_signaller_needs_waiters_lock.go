package main

import (
	"sync"
	"time"
)

// The waiter holds the lock before it starts the signaller, and the signaller takes the
// lock before it signals: the signal can only come once Wait has let go of the lock.
func handshake() {
	var mu sync.Mutex
	ready := sync.NewCond(&mu)
	mu.Lock()
	go func() {
		mu.Lock()
		ready.Signal()
		mu.Unlock()
	}()
	ready.Wait() // ok: the signal needs the lock Wait releases
	mu.Unlock()
}

func main() {
	handshake()
	time.Sleep(10 * time.Millisecond)
}
