package main

import (
	"fmt"
	"time"
)

// The goroutine finishes after a few ticks, but its time.Tick ticker does
// not.
func countdown(from int, done chan<- string) {
	go func() {
		tick := time.Tick(time.Millisecond) // want "GL302"
		for i := from; i > 0; i-- {
			<-tick
		}
		done <- "liftoff"
	}()
}

func main() {
	done := make(chan string)
	for range 2 { // each countdown leaves a ticker behind
		countdown(2, done)
		fmt.Println(<-done)
	}
}
