package main

import "fmt"

// drain takes values until the producer is done (it closes end on its way out, after its
// last send). The ticker goroutine sends on the same channel but has no part in end:
// meeting the producer says nothing of it, and a tick after drain has returned is a send
// nobody receives.
func drain(values []int, ticks <-chan struct{}) int {
	end := make(chan struct{})
	out := make(chan int)
	go func() {
		defer close(end)
		for _, v := range values {
			out <- v
		}
	}()
	go func() {
		for range ticks {
			out <- 0 // want "GL001"
		}
	}()
	sum := 0
	for {
		select {
		case <-end:
			return sum
		case v := <-out:
			sum += v
		}
	}
}

func main() {
	ticks := make(chan struct{})
	fmt.Println(drain([]int{1, 2}, ticks))
	ticks <- struct{}{} // taken by the ticker goroutine, which then sends to nobody
	println("done")     // main goes on after the calls above
}
