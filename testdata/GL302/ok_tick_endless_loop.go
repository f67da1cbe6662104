package main

import (
	"sync/atomic"
	"time"
)

var gcRuns atomic.Int64

// ok: the ticker is consumed by a loop that never ends; it lives exactly
// as long as the goroutine, which lives as long as the process.
func gcLoop() {
	for range time.Tick(time.Millisecond) {
		gcRuns.Add(1)
	}
}

// ok: the same with a select in a plain endless loop.
func statsLoop(counter *atomic.Int64) {
	tick := time.Tick(time.Millisecond)
	for {
		select {
		case <-tick:
			counter.Add(1)
		}
	}
}

func main() {
	var stats atomic.Int64
	go gcLoop()
	go statsLoop(&stats)
	time.Sleep(3 * time.Millisecond)
}
