package main

import (
	"sync/atomic"
	"time"
)

var started atomic.Bool

// The poller gives up after a few ticks and leaves the loop by `break`, without closing
// `ready`: the waiter blocks forever.
func waitStarted() {
	ready := make(chan struct{})
	go func() {
		ticker := time.NewTicker(time.Millisecond)
		defer ticker.Stop()
		tries := 0
		for range ticker.C {
			if started.Load() {
				close(ready)
				return
			}
			tries++
			if tries == 3 {
				break
			}
		}
	}()
	<-ready // want "GL002"
}

func main() {
	go waitStarted()
	time.Sleep(50 * time.Millisecond)
	println("done") // main goes on after the call above
}
