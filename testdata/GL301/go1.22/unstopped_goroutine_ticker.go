package main

import (
	"sync/atomic"
	"time"
)

var ticks atomic.Int64

// The endless goroutine loop is a leak under every version; in a Go 1.22
// module the missing Stop alone already is.
func startCounter() {
	t := time.NewTicker(time.Millisecond) // want "GL301"
	go func() {
		for range t.C {
			ticks.Add(1)
		}
	}()
}

func main() {
	for range 2 { // started again and again: each start leaks its ticker
		startCounter()
	}
	time.Sleep(3 * time.Millisecond)
}
