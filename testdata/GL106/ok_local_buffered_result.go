package main

import (
	"sync"
	"time"
)

// The result channel has room for the one value: the callback never waits with the
// mutex held.
func watchOnce(run func(func(int))) int {
	var mu sync.Mutex
	latest := 0
	result := make(chan int, 1)
	go run(func(n int) {
		mu.Lock()
		defer mu.Unlock()
		latest = n
		result <- n // ok: buffered, and sent once
	})
	time.Sleep(10 * time.Millisecond)
	mu.Lock()
	seen := latest
	mu.Unlock()
	return <-result + seen
}

func main() {
	watchOnce(func(report func(int)) { report(7) })
}
