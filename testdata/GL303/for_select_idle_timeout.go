package main

import (
	"fmt"
	"time"
)

// Every iteration evaluates time.After again: a new timer per message,
// just to express an idle timeout.
func consume(events <-chan string, idle time.Duration) int {
	handled := 0
	for {
		select {
		case e, ok := <-events:
			if !ok {
				return handled
			}
			_ = e
			handled++
		case <-time.After(idle): // want "GL303"
			return handled
		}
	}
}

func main() {
	events := make(chan string, 3)
	events <- "login"
	events <- "logout"
	close(events)
	fmt.Println(consume(events, time.Second))
}
