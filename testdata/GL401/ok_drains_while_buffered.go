package main

import "fmt"

// After the first request, the shaper takes whatever else is already queued:
// it goes round only while the buffer holds a value, so the receive is ready
// whenever the loop runs (the default runs only if another receiver took the
// value first, and the next test then ends the loop).
func shape(requests chan int, batch []int) []int {
	batch = append(batch, <-requests)
	for len(requests) > 0 && len(batch) < 8 {
		select {
		case r := <-requests:
			batch = append(batch, r)
		default:
		}
	}
	return batch
}

func main() {
	requests := make(chan int, 4)
	for i := 0; i < 4; i++ {
		requests <- i
	}
	fmt.Println(shape(requests, nil))
}
