package main

import (
	"fmt"
	"time"
)

var warmupTicks int

// ok: time.Tick in init.
func init() {
	tick := time.Tick(time.Millisecond)
	for warmupTicks < 2 {
		<-tick
		warmupTicks++
	}
}

func main() {
	fmt.Println("warmed up after", warmupTicks, "ticks")
}
