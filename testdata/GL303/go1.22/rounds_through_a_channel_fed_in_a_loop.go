package main

import (
	"fmt"
	"time"
)

func produce(out chan<- int) {
	for i := 0; i < 1000; i++ {
		out <- i
	}
}

// The goroutine sends in a loop: how many rounds the values case makes is not fixed, and
// each leaves a minute-long timer pending.
func consume() int {
	values := make(chan int)
	go produce(values)
	sum := 0
	for {
		select {
		case v := <-values:
			sum += v
		case <-time.After(time.Minute): // want "GL303"
			return sum
		}
	}
}

func main() {
	fmt.Println(consume())
}
