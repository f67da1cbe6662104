package main

import (
	"sync/atomic"
	"time"
)

type leaderElection struct {
	terms atomic.Int32
}

// A timer re-armed with Reset in an endless goroutine loop: it is never
// stopped.
func (e *leaderElection) campaign(timeout time.Duration) {
	go func() {
		t := time.NewTimer(timeout) // want "GL301"
		for {
			<-t.C
			e.terms.Add(1)
			t.Reset(timeout)
		}
	}()
}

func main() {
	for range 2 { // started again and again: each start leaks its ticker
		(&leaderElection{}).campaign(time.Millisecond)
	}
	time.Sleep(3 * time.Millisecond)
}
