package main

import (
	"errors"
	"fmt"
	"sync"
)

var errNegativeLatency = errors.New("negative latency")

// The record closure returns its error with the local mutex still held;
// the goroutine recording the next sample blocks on it forever.
func collectLatencies(first int) {
	var mu sync.Mutex
	var total, count int
	record := func(ms int) error {
		mu.Lock() // want "GL104"
		if ms < 0 {
			return errNegativeLatency
		}
		total += ms
		count++
		mu.Unlock()
		return nil
	}
	if err := record(first); err != nil {
		fmt.Println("dropping sample:", err)
	}
	go func() {
		_ = record(12)
		fmt.Println("recorded", count, "samples,", total, "ms in total")
	}()
}

func main() {
	collectLatencies(-1)
}
