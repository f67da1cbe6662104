package main

import (
	"fmt"
	"time"
)

// ok: the poll timer is re-armed only in its own case, after it fired; events go
// round without creating timers.
func watch(events <-chan string, done <-chan struct{}) int {
	polls := 0
	poll := time.After(time.Millisecond)
	for {
		select {
		case ev := <-events:
			_ = ev
		case <-poll:
			polls++
			poll = time.After(time.Millisecond)
		case <-done:
			return polls
		}
	}
}

func main() {
	events := make(chan string, 1)
	done := make(chan struct{})
	events <- "start"
	go func() {
		time.Sleep(3 * time.Millisecond)
		close(done)
	}()
	fmt.Println(watch(events, done) >= 0)
}
