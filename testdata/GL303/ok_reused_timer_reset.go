package main

import (
	"fmt"
	"time"
)

// ok: one timer for the whole loop, re-armed with Reset for each message.
func consume(events <-chan string, idle time.Duration) int {
	t := time.NewTimer(idle)
	defer t.Stop()
	handled := 0
	for {
		select {
		case _, ok := <-events:
			if !ok {
				return handled
			}
			handled++
			t.Reset(idle)
		case <-t.C:
			return handled
		}
	}
}

func main() {
	events := make(chan string, 2)
	events <- "a"
	events <- "b"
	close(events)
	fmt.Println(consume(events, time.Second))
}
