package main

import (
	"errors"
	"fmt"
	"sync"
)

var errNoBackends = errors.New("no backends configured")

type startupLatch struct {
	mu     sync.Mutex
	cond   *sync.Cond
	closed bool
	err    error
}

// ok: release broadcasts on the error path too, recording the failure for
// the waiters.
func (l *startupLatch) release(backends []string) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(backends) == 0 {
		l.err = errNoBackends
		l.closed = true
		l.cond.Broadcast()
		return errNoBackends
	}
	l.closed = true
	l.cond.Broadcast()
	return nil
}

func startProxy(backends []string) error {
	l := &startupLatch{}
	l.cond = sync.NewCond(&l.mu)
	done := make(chan struct{})
	go func() {
		defer close(done)
		l.mu.Lock()
		for !l.closed {
			l.cond.Wait()
		}
		err := l.err
		l.mu.Unlock()
		fmt.Println("proxy startup finished, err =", err)
	}()
	err := l.release(backends)
	<-done
	return err
}

func main() {
	fmt.Println(startProxy(nil))
	fmt.Println(startProxy([]string{"10.0.0.5:8080"}))
}
