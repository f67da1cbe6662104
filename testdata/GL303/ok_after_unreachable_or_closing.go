package main

import (
	"fmt"
	"time"
)

type fakeT struct{}

func (*fakeT) Skipf(format string, args ...any) {}

// skipped never reaches its loop: Skipf ends the test first.
func skipped(t *fakeT, events chan int) {
	t.Skipf("disabled")
	for {
		select {
		case <-events:
		case <-time.After(time.Second): // ok: never evaluated
			return
		}
	}
}

// drain's other case closes the channel the loop ranges over: the loop ends after it, so
// no timer is left pending by going round.
func drain(in chan int, stop chan struct{}) {
	for v := range in {
		select {
		case <-stop:
			close(in)
		case <-time.After(time.Second): // ok: the only way round is this timer firing
			fmt.Println(v)
		}
	}
}

func main() {
	in := make(chan int, 1)
	in <- 1
	stop := make(chan struct{})
	close(stop)
	drain(in, stop)
	skipped(&fakeT{}, nil)
}
