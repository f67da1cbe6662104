package main

import (
	"fmt"
	"time"
)

// ok: the loop runs three times, so one call leaves at most three timers pending: a
// handful, not a pile.
func collectThree(results <-chan int) int {
	expected := 3
	sum := 0
	for i := 0; i < expected; i++ {
		select {
		case v := <-results:
			sum += v
		case <-time.After(time.Second):
			return sum
		}
	}
	return sum
}

func main() {
	results := make(chan int, 3)
	for i := 0; i < 3; i++ {
		results <- i
	}
	fmt.Println(collectThree(results))
}
