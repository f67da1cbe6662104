package main

import (
	"sync"
	"time"
)

// The caller takes the mutex before it starts the worker and lets it go before it waits:
// the worker gets the mutex only then, so nothing it holds can stop the caller.
func handOver() int {
	var mu sync.Mutex
	total := 0
	done := make(chan int)
	mu.Lock()
	go func() {
		mu.Lock()
		defer mu.Unlock()
		total++
		done <- total // ok: the caller does not lock again before it receives
	}()
	time.Sleep(10 * time.Millisecond)
	mu.Unlock()
	return <-done
}

func main() {
	handOver()
}
