package main

import (
	"errors"
	"fmt"
	"time"
)

// checkComputed's goroutine reports what validate gives first: what the first receive
// takes is not known, and after the early return the second send waits forever.
func checkComputed() {
	results := make(chan error)
	go func() {
		results <- validate()
		results <- nil // want "GL001"
	}()
	if err := <-results; err != nil {
		fmt.Println("failed:", err)
		return
	}
	fmt.Println("second:", <-results)
}

func validate() error {
	if time.Now().IsZero() {
		return nil
	}
	return errors.New("invalid")
}

func main() {
	checkComputed()
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
