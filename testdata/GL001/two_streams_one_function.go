package main

import "fmt"

// Two producers in one function, each abandoned after its first value: each gets a stop
// channel of its own.
func twoStreams(n int) int {
	a := make(chan int)
	go func() {
		for i := n; ; i++ {
			a <- i // want "GL001"
		}
	}()
	x := <-a
	b := make(chan int)
	go func() {
		for i := n; ; i++ {
			b <- i * 10 // want "GL001"
		}
	}()
	return x + <-b
}

func main() {
	fmt.Println(twoStreams(3))
	println("done") // main goes on after the calls above
}
