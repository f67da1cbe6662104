package main

import "fmt"

// The worker answers each request (a plain receive of next) with one value on out, and
// the function receives every answer before its next request: when it stops early, the
// worker waits for a request that never comes, not at its answer.
func firstAbove(limit int) int {
	next := make(chan struct{})
	out := make(chan int)
	go func() {
		for i := 0; i < 4; i++ {
			<-next // want "GL002"
			out <- i * i
		}
	}()
	for i := 0; i < 4; i++ {
		next <- struct{}{}
		if v := <-out; v > limit {
			return v
		}
	}
	return -1
}

func main() {
	for i := 0; i < 3; i++ {
		fmt.Println(firstAbove(3 + i))
	}
}
