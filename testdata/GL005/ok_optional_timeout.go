package main

import (
	"fmt"
	"time"
)

// ok: timeout stays nil when no deadline is set, which disables that case;
// the results case is live and always receives a value.
func awaitResult(deadline time.Duration) {
	results := make(chan string)
	done := make(chan struct{})
	go func() {
		defer close(done)
		var timeout <-chan time.Time
		if deadline > 0 {
			timeout = time.After(deadline)
		}
		select {
		case r := <-results:
			fmt.Println("result", r)
		case <-timeout:
			fmt.Println("timed out")
		}
	}()
	results <- "ok"
	<-done
}

func main() {
	awaitResult(0)
	awaitResult(time.Second)
}
