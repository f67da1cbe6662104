package main

import (
	"sync/atomic"
	"time"
)

var uptimeSeconds atomic.Int64

// ok: the goroutine ranges over time.Tick forever; its ticker is meant to
// live as long as the process.
func trackUptime() {
	for range time.Tick(time.Millisecond) {
		uptimeSeconds.Add(1)
	}
}

func main() {
	go trackUptime()
	time.Sleep(3 * time.Millisecond)
}
