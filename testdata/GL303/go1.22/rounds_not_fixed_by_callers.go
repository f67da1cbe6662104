package main

import (
	"fmt"
	"os"
	"strconv"
	"time"
)

// The loop runs once per expected value, and one caller expects as many as its input
// gives: each round that takes a value leaves its one-second timer pending.
func expectValues(got <-chan int, want []int) bool {
	for _, w := range want {
		select {
		case v := <-got:
			if v != w {
				return false
			}
		case <-time.After(time.Second): // want "GL303"
			return false
		}
	}
	return true
}

func main() {
	got := make(chan int, 2)
	got <- 1
	fmt.Println(expectValues(got, []int{1}))
	var want []int
	for _, arg := range os.Args[1:] {
		n, _ := strconv.Atoi(arg)
		want = append(want, n)
	}
	fmt.Println(expectValues(got, want))
}
