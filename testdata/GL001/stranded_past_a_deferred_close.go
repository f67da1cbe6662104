package main

import (
	"errors"
	"fmt"
	"time"
)

// shutdown's goroutine closes its channel on the way out and reports twice; the deferred
// close sends nothing, so its two sends come in this order. The function takes the first
// and leaves: the goroutine waits at the second.
func shutdown() {
	results := make(chan error)
	go func() {
		defer close(results)
		results <- nil
		results <- errors.New("already closed") // want "GL001"
	}()
	if err := <-results; err == nil {
		fmt.Println("first shutdown went through")
		return
	}
	fmt.Println("second:", <-results)
}

func main() {
	shutdown()
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
