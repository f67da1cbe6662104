package main

import (
	"fmt"
	"time"
)

// The loop tests the length of one channel but receives from another: while
// pending holds a value and nothing has arrived on results, it goes straight
// round again and burns a core.
func collect(pending chan int, results chan int) []int {
	var got []int
	for len(pending) > 0 { // want "GL401"
		select {
		case r := <-results:
			got = append(got, r)
			<-pending
		default:
		}
	}
	return got
}

func main() {
	pending := make(chan int, 2)
	results := make(chan int)
	pending <- 1
	pending <- 2
	go func() {
		for i := 0; i < 2; i++ {
			time.Sleep(time.Millisecond)
			results <- i
		}
	}()
	fmt.Println(collect(pending, results))
}
