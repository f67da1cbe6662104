package main

import (
	"fmt"
	"time"
)

// The loop's thousand rounds are fixed by the code, but each round that takes a result
// leaves its one-second timer pending: up to a thousand at once.
func collectMany(results <-chan int) int {
	sum := 0
	for i := 0; i < 1000; i++ {
		select {
		case v := <-results:
			sum += v
		case <-time.After(time.Second): // want "GL303"
			return sum
		}
	}
	return sum
}

func main() {
	results := make(chan int, 1000)
	for i := 0; i < 1000; i++ {
		results <- i
	}
	fmt.Println(collectMany(results))
}
