package main

import (
	"fmt"
	"time"
)

// ok: a single timer reused with Reset; stopped on return.
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
			if !t.Stop() {
				<-t.C
			}
			t.Reset(idle)
		case <-t.C:
			return handled
		}
	}
}

func main() {
	events := make(chan string, 2)
	events <- "a"
	close(events)
	fmt.Println(consume(events, time.Minute))
}
