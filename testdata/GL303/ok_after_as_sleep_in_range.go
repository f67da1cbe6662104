package main

import (
	"fmt"
	"time"
)

// ok: `<-time.After(d)` used as a sleep waits for each timer to fire before the next
// one is made, so they never pile up.
func throttle(lines []string) int {
	n := 0
	for range lines {
		<-time.After(time.Millisecond)
		n++
	}
	return n
}

func main() {
	fmt.Println(throttle([]string{"a", "b"}))
}
