package main

import (
	"fmt"
	"time"
)

// ok: time.Tick in main, the documented use.
func main() {
	tick := time.Tick(time.Millisecond)
	for i := 0; i < 3; i++ {
		<-tick
	}
	fmt.Println("three ticks")
}
