package main

import (
	"fmt"
	"sync/atomic"
	"time"
)

var purged atomic.Int32

// ok: main calls each setup function once, and each starts a background loop meant to run
// as long as the server: the tickers are made once and needed for just as long, like one
// made in main itself (here one in the setup function, one in the goroutine it starts).
func setPurgeTicker(every time.Duration) {
	t := time.NewTicker(every)
	go func() {
		for range t.C {
			purged.Add(1)
		}
	}()
}

func startStatusPurge(every time.Duration) {
	go func() {
		t := time.NewTicker(every)
		for range t.C {
			purged.Add(1)
		}
	}()
}

func setup() {
	setPurgeTicker(time.Millisecond)
	startStatusPurge(time.Millisecond)
}

func main() {
	setup()
	time.Sleep(5 * time.Millisecond)
	fmt.Println(purged.Load() >= 0)
}
