package main

import (
	"fmt"
	"time"
)

// ok: the other case sets the flag the loop condition tests, so the loop goes round only
// after the timer fired: one timer pending at a time.
func retryUntilAck(send func(), acks <-chan struct{}, wait time.Duration) bool {
	acked := false
	for attempt := 0; !acked && attempt < 5; attempt++ {
		send()
		select {
		case <-acks:
			acked = true
		case <-time.After(wait):
			// try again
		}
	}
	return acked
}

// still flagged: the flag is set on only one of the ways through the case.
func retryUntilGoodAck(send func(), acks <-chan bool, wait time.Duration) bool {
	acked := false
	for attempt := 0; !acked && attempt < 5; attempt++ {
		send()
		select {
		case good := <-acks:
			if good {
				acked = true
			}
		case <-time.After(wait): // want "GL303"
		}
	}
	return acked
}

func main() {
	acks := make(chan struct{}, 1)
	fmt.Println(retryUntilAck(func() { acks <- struct{}{} }, acks, 10*time.Millisecond))
	good := make(chan bool, 1)
	fmt.Println(retryUntilGoodAck(func() { good <- true }, good, 10*time.Millisecond))
}
