package main

import (
	"fmt"
	"time"
)

// ok: an optional timeout chosen before the loop (a nil channel when there
// is no limit); the loop only selects on it.
func gather(results <-chan int, limit time.Duration) []int {
	var timeout <-chan time.Time
	if limit > 0 {
		timeout = time.After(limit)
	}
	var out []int
	for {
		select {
		case r, ok := <-results:
			if !ok {
				return out
			}
			out = append(out, r)
		case <-timeout:
			return out
		}
	}
}

func main() {
	results := make(chan int, 2)
	results <- 1
	results <- 2
	close(results)
	fmt.Println(gather(results, 0))
}
