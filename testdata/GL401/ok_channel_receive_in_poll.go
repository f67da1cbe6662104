package main

import (
	"fmt"
	"sync/atomic"
	"time"
)

// ok: the flag is re-checked only after each tick arrives; the receive
// blocks between checks.
func waitStable(stable *atomic.Bool) int {
	t := time.NewTicker(time.Millisecond)
	defer t.Stop()
	checks := 0
	for !stable.Load() {
		<-t.C
		checks++
	}
	return checks
}

func main() {
	var stable atomic.Bool
	go func() {
		time.Sleep(2 * time.Millisecond)
		stable.Store(true)
	}()
	fmt.Println("checks >= 0:", waitStable(&stable) >= 0)
}
