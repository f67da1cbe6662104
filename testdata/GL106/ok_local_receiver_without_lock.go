package main

import (
	"sync"
	"time"
)

// The receiver reads the shared counter only after it has the value: it never needs the
// mutex the sender holds.
func countAsync() int {
	var mu sync.Mutex
	count := 0
	done := make(chan struct{})
	go func() {
		mu.Lock()
		defer mu.Unlock()
		count++
		done <- struct{}{} // ok: the receiver does not lock first
	}()
	<-done
	mu.Lock()
	defer mu.Unlock()
	return count
}

func main() {
	countAsync()
	time.Sleep(10 * time.Millisecond)
}
