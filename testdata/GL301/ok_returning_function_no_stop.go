package main

import (
	"errors"
	"fmt"
	"time"
)

var errTimeout = errors.New("timed out")

// ok: since Go 1.23 an unreferenced, unstopped timer is garbage collected;
// this function returns, so nothing keeps the timer alive.
func waitResult(results <-chan string, limit time.Duration) (string, error) {
	timer := time.NewTimer(limit)
	select {
	case r := <-results:
		return r, nil
	case <-timer.C:
		return "", errTimeout
	}
}

// ok: a bounded loop over an unstopped ticker in a function that returns.
func blink(times int) int {
	t := time.NewTicker(time.Millisecond)
	n := 0
	for i := 0; i < times; i++ {
		<-t.C
		n++
	}
	return n
}

func main() {
	results := make(chan string, 1)
	results <- "done"
	fmt.Println(waitResult(results, time.Second))
	fmt.Println(blink(2))
}
