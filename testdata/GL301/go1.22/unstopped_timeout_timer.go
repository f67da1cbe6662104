package main

import (
	"errors"
	"fmt"
	"time"
)

var errTimeout = errors.New("timed out")

// Before Go 1.23 a timer that is never stopped is not collected until it
// fires: every call that gets its answer early leaves one behind.
func waitResult(results <-chan string, limit time.Duration) (string, error) {
	timer := time.NewTimer(limit) // want "GL301"
	select {
	case r := <-results:
		return r, nil
	case <-timer.C:
		return "", errTimeout
	}
}

// ok: the same wait, stopping the timer.
func waitResultStopped(results <-chan string, limit time.Duration) (string, error) {
	timer := time.NewTimer(limit)
	defer timer.Stop()
	select {
	case r := <-results:
		return r, nil
	case <-timer.C:
		return "", errTimeout
	}
}

func main() {
	results := make(chan string, 2)
	results <- "first"
	results <- "second"
	for range 2 { // each wait leaves a timer behind
		fmt.Println(waitResult(results, time.Second))
		results <- "again"
	}
	fmt.Println(waitResultStopped(results, time.Second))
}
