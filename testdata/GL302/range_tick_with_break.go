package main

import (
	"fmt"
	"time"
)

// Ranging over time.Tick looks like a forever loop, but the break ends it
// and the function returns with the ticker still running.
func sampleN(n int) []time.Time {
	var out []time.Time
	for t := range time.Tick(time.Millisecond) { // want "GL302"
		out = append(out, t)
		if len(out) == n {
			break
		}
	}
	return out
}

func main() {
	for range 2 { // each sampling leaves a ticker behind
		fmt.Println(len(sampleN(2)))
	}
}
