package main

import (
	"fmt"
	"time"
)

// ok: the time.After sits in a branch that leaves the loop on every path, so it is
// evaluated at most once.
func waitStarted(ready func() bool, started <-chan struct{}) bool {
	for {
		if ready() {
			select {
			case <-started:
			case <-time.After(time.Millisecond):
				return false
			}
			return true
		}
		time.Sleep(time.Millisecond)
	}
}

func main() {
	started := make(chan struct{})
	close(started)
	n := 0
	fmt.Println(waitStarted(func() bool { n++; return n > 1 }, started))
}
