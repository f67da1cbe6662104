package main

import (
	"fmt"
	"time"
)

// `<-time.After(d)` used as a sleep in a range loop: one timer per item.
func throttle(lines []string) int {
	n := 0
	for range lines {
		<-time.After(time.Millisecond) // want "GL303"
		n++
	}
	return n
}

func main() {
	fmt.Println(throttle([]string{"a", "b"}))
}
