package main

import (
	"errors"
	"fmt"
)

type result struct {
	value int
	err   error
}

// The worker answers once: with its result, or, when it panics, from the deferred recover
// instead. With the canceller's answer that is at most two values, and the buffer of one
// plus the one receive take both.
func call(work func() int, cancel <-chan struct{}) result {
	results := make(chan result, 1)
	done := make(chan struct{}, 1)
	go func() {
		select {
		case <-cancel:
			results <- result{err: errors.New("cancelled")}
		case <-done:
		}
	}()
	go func() {
		defer func() {
			if r := recover(); r != nil {
				results <- result{err: fmt.Errorf("panic: %v", r)} // ok: sent instead of the result
			}
		}()
		results <- result{value: work()} // ok: the buffer and the receive hold both values
	}()
	r := <-results
	done <- struct{}{}
	return r
}

func main() {
	fmt.Println(call(func() int { return 1 }, make(chan struct{})))
	fmt.Println(call(func() int { panic("boom") }, make(chan struct{})))
}
