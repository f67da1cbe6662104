package main

import (
	"fmt"
	"sync/atomic"
	"time"
)

// A goroutine closure waits for the start signal by spinning on it.
func startRace(runners int) int64 {
	var started atomic.Bool
	var finished atomic.Int64
	for i := 0; i < runners; i++ {
		go func() {
			for !started.Load() { // want "GL401"
			}
			finished.Add(1)
		}()
	}
	time.Sleep(time.Millisecond)
	started.Store(true)
	for finished.Load() < int64(runners) {
		time.Sleep(time.Millisecond)
	}
	return finished.Load()
}

func main() {
	fmt.Println(startRace(2))
}
