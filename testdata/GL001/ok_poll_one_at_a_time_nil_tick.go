package main

import (
	"fmt"
	"time"
)

// eventually polls condition on each tick, one poll at a time: the tick case is off
// (tick = nil) while a poll runs, and on again only once its value is received.
func eventually(condition func() bool, waitFor, every time.Duration) bool {
	ch := make(chan bool, 1)
	timer := time.NewTimer(waitFor)
	defer timer.Stop()
	ticker := time.NewTicker(every)
	defer ticker.Stop()
	for tick := ticker.C; ; {
		select {
		case <-timer.C:
			return false
		case <-tick:
			tick = nil
			go func() { ch <- condition() }() // ok: the tick case is off until this value is received
		case v := <-ch:
			if v {
				return true
			}
			tick = ticker.C
		}
	}
}

func main() {
	fmt.Println(eventually(func() bool { time.Sleep(30 * time.Millisecond); return false }, 50*time.Millisecond, time.Millisecond))
	time.Sleep(100 * time.Millisecond)
}
