package main

import (
	"fmt"
	"time"
)

// eventually polls condition on each tick, but does not wait for one poll to end before
// the next: every tick starts another, and the ones still running when the time is up
// have no receiver left (the buffer holds one value).
func eventually(condition func() bool, waitFor, every time.Duration) bool {
	ch := make(chan bool, 1)
	timer := time.NewTimer(waitFor)
	defer timer.Stop()
	ticker := time.NewTicker(every)
	defer ticker.Stop()
	for {
		select {
		case <-timer.C:
			return false
		case <-ticker.C:
			go func() { ch <- condition() }() // want "GL001"
		case v := <-ch:
			if v {
				return true
			}
		}
	}
}

func main() {
	fmt.Println(eventually(func() bool { time.Sleep(30 * time.Millisecond); return false }, 50*time.Millisecond, time.Millisecond))
	time.Sleep(100 * time.Millisecond)
}
