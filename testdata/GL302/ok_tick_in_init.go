package main

import (
	"fmt"
	"time"
)

var calibrated time.Duration

// ok: time.Tick in init.
func init() {
	start := time.Now()
	tick := time.Tick(time.Millisecond)
	<-tick
	calibrated = time.Since(start)
}

func main() {
	fmt.Println("calibrated:", calibrated > 0)
}
