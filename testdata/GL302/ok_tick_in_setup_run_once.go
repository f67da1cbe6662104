package main

import (
	"fmt"
	"time"
)

// ok: waitTwoTicks returns and its ticker keeps firing before Go 1.23, but main calls
// setup once and setup calls waitTwoTicks once: one ticker per process, nothing grows.
func waitTwoTicks() {
	tick := time.Tick(time.Millisecond)
	<-tick
	<-tick
}

func setup() {
	waitTwoTicks()
}

func main() {
	setup()
	fmt.Println("two ticks")
}
