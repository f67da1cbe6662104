package main

import (
	"fmt"
	"os"
	"runtime"
	"time"
)

// A busy stream with a one-minute idle timeout: before Go 1.23 every event leaves its
// time.After timer in the runtime for a minute, and the timers and their channels stay in
// the heap.
func consume(events <-chan int, idle time.Duration) int {
	handled := 0
	for {
		select {
		case _, ok := <-events:
			if !ok {
				return handled
			}
			handled++
		case <-time.After(idle): // want "GL303"
			return handled
		}
	}
}

func main() {
	const n = 100000
	events := make(chan int, n)
	for i := 0; i < n; i++ {
		events <- i
	}
	close(events)
	fmt.Println("handled", consume(events, time.Minute))
	runtime.GC()
	var stats runtime.MemStats
	runtime.ReadMemStats(&stats)
	fmt.Fprintln(os.Stderr, "heap-bytes", stats.HeapAlloc)
}
