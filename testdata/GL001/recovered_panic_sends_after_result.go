package main

import (
	"fmt"
	"time"
)

// The worker sends its result and then checks it, which may panic: the deferred recover
// then sends a second value, and the function receives only one.
func call(work func() int) int {
	results := make(chan int)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				results <- -1 // want "GL001"
			}
		}()
		v := work()
		results <- v
		if v < 0 {
			panic("negative result")
		}
	}()
	return <-results
}

func main() {
	fmt.Println(call(func() int { return -5 }))
	time.Sleep(10 * time.Millisecond)
}
