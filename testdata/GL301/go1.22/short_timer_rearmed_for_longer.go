package main

import (
	"fmt"
	"time"
)

const replyWithin = 50 * time.Millisecond

// ok: a 50 ms timer left unstopped is gone 50 ms later, whatever the caller does next.
func cursor(replies <-chan int) int {
	timeout := time.NewTimer(replyWithin)
	select {
	case <-timeout.C:
		return -1
	case r := <-replies:
		return r
	}
}

// A short timer re-armed with another duration may stay much longer.
func cursorRetry(replies <-chan int, wait time.Duration) int {
	timeout := time.NewTimer(replyWithin) // want "GL301"
	for range 2 {
		select {
		case <-timeout.C:
			timeout.Reset(wait)
		case r := <-replies:
			return r
		}
	}
	return -1
}

func main() {
	replies := make(chan int, 2)
	for i := range 2 { // each call can leave its timer behind
		replies <- i
		fmt.Println(cursor(replies))
		replies <- i
		fmt.Println(cursorRetry(replies, time.Minute))
	}
}
