package main

import (
	"fmt"
	"sync/atomic"
	"time"
)

type barrier struct {
	arrived int64
	parties int64
}

// Spins on a counter field until every party has arrived.
func (b *barrier) await() {
	atomic.AddInt64(&b.arrived, 1)
	for atomic.LoadInt64(&b.arrived) < b.parties { // want "GL401"
	}
}

func main() {
	b := &barrier{parties: 2}
	go func() {
		time.Sleep(time.Millisecond)
		atomic.AddInt64(&b.arrived, 1)
	}()
	b.await()
	fmt.Println("all arrived")
}
