package main

import (
	"fmt"
	"time"
)

// ok: even before Go 1.23, a `<-time.After` sleep lets each timer fire (and be
// released) before the loop makes the next one.
func backoff(tries int) int {
	waited := 0
	for i := 0; i < tries; i++ {
		<-time.After(time.Millisecond)
		waited++
	}
	return waited
}

func main() {
	fmt.Println(backoff(2))
}
