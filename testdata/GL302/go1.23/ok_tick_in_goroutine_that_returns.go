package main

import (
	"fmt"
	"time"
)

// ok (Go >= 1.23): a goroutine that ticks a few times and then returns.
func countdown(from int, done chan<- string) {
	go func() {
		tick := time.Tick(time.Millisecond)
		for i := from; i > 0; i-- {
			<-tick
		}
		done <- "liftoff"
	}()
}

func main() {
	done := make(chan string)
	countdown(3, done)
	fmt.Println(<-done)
}
