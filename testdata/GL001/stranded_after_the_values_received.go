package main

import (
	"errors"
	"fmt"
	"time"
)

// stages reports three stages in order; the function takes two and returns early when the
// second failed. A channel hands values over in order, so the goroutine has made its first
// two sends and waits at the third.
func stages() {
	progress := make(chan error)
	go func() {
		progress <- nil
		progress <- errors.New("second stage failed")
		progress <- nil // want "GL001"
	}()
	if err := <-progress; err != nil {
		return
	}
	if err := <-progress; err != nil {
		fmt.Println("stopped:", err)
		return
	}
	fmt.Println("third:", <-progress)
}

// handed gives the channel to its goroutine as an argument: the same order holds.
func handed() {
	results := make(chan error)
	go func(out chan error) {
		out <- check()
		out <- nil // want "GL001"
	}(results)
	if err := <-results; err != nil {
		fmt.Println("failed:", err)
		return
	}
	fmt.Println("second:", <-results)
}

func check() error {
	if time.Now().IsZero() {
		return nil
	}
	return errors.New("check failed")
}

func main() {
	stages()
	handed()
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
