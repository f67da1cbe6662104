package main

import (
	"fmt"
	"time"
)

// Each call of the returned closure makes a new time.Tick that outlives it.
func newThrottled(every time.Duration) func(msgs []string) int {
	return func(msgs []string) int {
		tick := time.Tick(every) // want "GL302"
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
	fmt.Println(send([]string{"a"}), send([]string{"b", "c"}))
}
