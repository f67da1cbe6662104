package main

import (
	"fmt"
	"time"
)

// Each event that arrives before the flush timeout makes the loop go round and
// evaluate a fresh time.After, leaving the previous timer pending.
func pump(events <-chan string, done <-chan struct{}, flush time.Duration) int {
	flushed := 0
	for {
		select {
		case ev := <-events:
			_ = ev
		case <-time.After(flush): // want "GL303"
			flushed++
		case <-done:
			return flushed
		}
	}
}

func main() {
	events := make(chan string, 3)
	done := make(chan struct{})
	events <- "a"
	events <- "b"
	go func() {
		time.Sleep(5 * time.Millisecond)
		close(done)
	}()
	fmt.Println(pump(events, done, time.Millisecond) >= 0)
}
