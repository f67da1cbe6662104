package main

import (
	"fmt"
	"time"
)

// The poll ticker is made with time.Tick; the function returns on success
// or at the deadline and the ticker lives on.
func waitForFile(exists func(int) bool, limit time.Duration) bool {
	tick := time.Tick(time.Millisecond) // want "GL302"
	deadline := time.After(limit)
	for i := 0; ; i++ {
		select {
		case <-tick:
			if exists(i) {
				return true
			}
		case <-deadline:
			return false
		}
	}
}

func main() {
	for range 2 { // each wait leaves a ticker behind
		fmt.Println(waitForFile(func(i int) bool { return i == 1 }, time.Second))
	}
}
