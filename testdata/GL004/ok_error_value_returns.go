package main

import (
	"errors"
	"fmt"
)

type result struct {
	val int
	err error
}

var errDone = errors.New("done")

// ok: the loop returns on an error value, and the sender always ends with one.
func summarize(vals []int) {
	results := make(chan result)
	go func() {
		sum := 0
		for {
			r := <-results
			if r.err != nil {
				fmt.Println("sum", sum, "stopped by", r.err)
				return
			}
			sum += r.val
		}
	}()
	for _, v := range vals {
		results <- result{val: v}
	}
	results <- result{err: errDone}
}

func main() {
	summarize([]int{5, 6, 7})
}
