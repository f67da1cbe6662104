package main

import (
	"errors"
	"sync/atomic"
	"time"
)

type job struct {
	name     string
	timedOut atomic.Bool
}

// ok: the watchdog also waits on a timer, so it ends even when the early
// return skips close(finished).
func runWithWatchdog(j *job, steps int) error {
	finished := make(chan struct{})
	go func() {
		select {
		case <-finished:
		case <-time.After(10 * time.Millisecond):
			j.timedOut.Store(true)
		}
	}()
	if steps == 0 {
		return errors.New("job has no steps")
	}
	close(finished)
	return nil
}

func main() {
	_ = runWithWatchdog(&job{name: "nightly"}, 0)
}
