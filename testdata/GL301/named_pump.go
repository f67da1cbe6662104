package main

import (
	"sync/atomic"
	"time"
)

var pumped atomic.Int64

// pump's endless select loop keeps the ticker it was given alive.
func pump(t *time.Ticker, batch int) {
	for {
		select {
		case <-t.C:
			pumped.Add(int64(batch))
		}
	}
}

// The ticker goes to a same-package function running as a goroutine and is
// never stopped.
func startPump(batch int) {
	t := time.NewTicker(time.Millisecond) // want "GL301"
	go pump(t, batch)
}

func main() {
	for range 2 { // started again and again: each start leaks its ticker
		startPump(8)
	}
	time.Sleep(3 * time.Millisecond)
}
