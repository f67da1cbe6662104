package main

import (
	"errors"
	"fmt"
	"time"
)

// check's goroutine reports nil first, before anything else: a channel hands its values
// over in order, so the first receive takes that nil and the early return never runs.
func check(fail bool) {
	results := make(chan error)
	go func() {
		results <- nil // ok: the first receive below takes this value
		if fail {
			results <- errors.New("late failure")
			return
		}
		results <- nil
	}()
	if err := <-results; err != nil {
		fmt.Println("first failed:", err)
		return
	}
	err := <-results
	fmt.Println("second:", err)
}

// checkHanded hands the channel to its goroutine as an argument: the same order holds.
func checkHanded() {
	results := make(chan error)
	go func(out chan error) {
		out <- nil // ok: the first receive below takes this value
		out <- errors.New("done")
	}(results)
	if err := <-results; err != nil {
		fmt.Println("first failed:", err)
		return
	}
	fmt.Println("second:", <-results)
}

func main() {
	check(true)
	check(false)
	checkHanded()
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
