package main

import (
	"fmt"
	"time"
)

type config struct {
	reports bool
}

func deliver(items []string, done chan<- int) {
	done <- len(items) // want "GL001"
}

// The field guarding the start is cleared before the second test: the reporter started
// under the first is never received from.
func produceWith(items []string, cfg config) int {
	done := make(chan int)
	if cfg.reports {
		go deliver(items, done)
	}
	if len(items) > 1 {
		cfg.reports = false
	}
	if cfg.reports {
		return <-done
	}
	return len(items)
}

func main() {
	fmt.Println(produceWith([]string{"a", "b"}, config{reports: true}))
	time.Sleep(10 * time.Millisecond)
}
