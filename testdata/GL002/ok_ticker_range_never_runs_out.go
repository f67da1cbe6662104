package main

import (
	"sync/atomic"
	"time"
)

var warmed atomic.Bool

// ok: the poller can leave only through the return right after the close. Nothing ever
// closes a ticker's channel, so the range over it never runs out.
func waitWarm() {
	ready := make(chan struct{})
	go func() {
		ticker := time.NewTicker(time.Millisecond)
		defer ticker.Stop()
		for range ticker.C {
			if warmed.Load() {
				close(ready)
				return
			}
		}
	}()
	warmed.Store(true)
	<-ready
}

func main() {
	waitWarm()
	println("done")
}
