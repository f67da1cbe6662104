package main

import (
	"sync/atomic"
	"time"
)

type logBuffer struct {
	flushes atomic.Int64
}

func (b *logBuffer) flush() { b.flushes.Add(1) }

// The goroutine makes its ticker and loops on it forever without stopping
// it: the ticker stays alive as long as the goroutine does.
func startFlusher(b *logBuffer) {
	go func() {
		t := time.NewTicker(time.Millisecond) // want "GL301"
		for {
			<-t.C
			b.flush()
		}
	}()
}

func main() {
	for range 2 { // started again and again: each start leaks its ticker
		startFlusher(&logBuffer{})
	}
	time.Sleep(3 * time.Millisecond)
}
