package main

import (
	"fmt"
	"sync/atomic"
	"time"
)

var beats atomic.Int32

// ok: main starts the keep-alive goroutine once and it is meant to run as long as the
// process: its ticker is needed for just as long, like one made in main itself.
func keepAlive(every time.Duration) {
	t := time.NewTicker(every)
	for range t.C {
		beats.Add(1)
	}
}

func main() {
	go keepAlive(time.Millisecond)
	time.Sleep(5 * time.Millisecond)
	fmt.Println(beats.Load() >= 0)
}
