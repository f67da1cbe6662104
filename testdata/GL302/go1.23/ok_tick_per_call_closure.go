package main

import (
	"fmt"
	"time"
)

// ok (Go >= 1.23): a closure that makes a new time.Tick per call; each one
// is collected after the call.
func newThrottled(every time.Duration) func(msgs []string) int {
	return func(msgs []string) int {
		tick := time.Tick(every)
		n := 0
		for range msgs {
			<-tick
			n++
		}
		return n
	}
}

func main() {
	send := newThrottled(time.Millisecond)
	fmt.Println(send([]string{"x"}), send([]string{"y", "z"}))
}
