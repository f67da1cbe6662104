package main

import (
	"fmt"
	"time"
)

// Before Go 1.23 each time.After timer lives until it fires: a busy stream
// piles up one pending timer per message for the whole idle duration.
func consume(events <-chan string, idle time.Duration) int {
	handled := 0
	for {
		select {
		case _, ok := <-events:
			if !ok {
				return handled
			}
			handled++
		case <-time.After(idle): // want "GL303"
			return handled
		}
	}
}

func main() {
	events := make(chan string, 3)
	events <- "a"
	events <- "b"
	close(events)
	fmt.Println(consume(events, time.Minute))
}
