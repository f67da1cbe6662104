package main

import (
	"errors"
	"fmt"
	"sync"
)

var errNoBackends = errors.New("no backends configured")

type startupLatch struct {
	mu   sync.Mutex
	cond *sync.Cond
	open bool
}

// release returns early on a configuration error without opening the latch
// or broadcasting.
func (l *startupLatch) release(backends []string) error {
	l.mu.Lock()
	if len(backends) == 0 {
		l.mu.Unlock()
		return errNoBackends
	}
	l.open = true
	l.cond.Broadcast()
	l.mu.Unlock()
	return nil
}

// The request handler waits for the latch that the failed startup never
// opens.
func startProxy(backends []string) error {
	l := &startupLatch{}
	l.cond = sync.NewCond(&l.mu)
	go func() {
		l.mu.Lock()
		for !l.open {
			l.cond.Wait() // want "GL103"
		}
		l.mu.Unlock()
		fmt.Println("proxy accepting requests")
	}()
	return l.release(backends)
}

func main() {
	fmt.Println(startProxy(nil))
}
