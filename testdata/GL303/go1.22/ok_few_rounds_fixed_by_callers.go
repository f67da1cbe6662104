package main

import (
	"fmt"
	"time"
)

// ok: the loop runs once per expected value, and every caller expects at most two: one
// call leaves at most two timers pending, a handful, not a pile.
func expectValues(got <-chan int, want []int) bool {
	for _, w := range want {
		select {
		case v := <-got:
			if v != w {
				return false
			}
		case <-time.After(time.Second):
			return false
		}
	}
	return true
}

func main() {
	got := make(chan int, 2)
	got <- 1
	got <- 2
	fmt.Println(expectValues(got, []int{1, 2}))
	fmt.Println(expectValues(got, []int{}))
}
