package main

import "fmt"

func produce(out chan<- int, n int) {
	for i := 0; i < n; i++ {
		out <- i * i
	}
	// missing close(out)
}

func report(in <-chan int) {
	for sq := range in { // want "GL003"
		fmt.Println("square", sq)
	}
}

// The producer takes a send-only parameter and forgets to close it, so
// the reporter's range never ends.
func squares() {
	ch := make(chan int)
	go produce(ch, 3)
	go report(ch)
}

func main() {
	squares()
	println("done") // main goes on after the calls above
}
