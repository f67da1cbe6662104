package main

import "fmt"

const last = -1

// ok: the labelled break leaves the for loop, not just the select.
func collect(ids []int) {
	in := make(chan int)
	reset := make(chan struct{})
	go func() {
		var seen []int
	loop:
		for {
			select {
			case id := <-in:
				if id == last {
					break loop
				}
				seen = append(seen, id)
			case <-reset:
				seen = nil
			}
		}
		fmt.Println("seen", seen)
	}()
	for _, id := range ids {
		in <- id
	}
	in <- last
}

func main() {
	collect([]int{10, 11, 12})
}
