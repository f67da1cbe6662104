package main

import (
	"fmt"
	"time"
)

// ok: one time.After, no loop; the pending timer is bounded by one call.
func waitOne(ch <-chan int) (int, bool) {
	select {
	case v := <-ch:
		return v, true
	case <-time.After(time.Millisecond):
		return 0, false
	}
}

func main() {
	ch := make(chan int, 1)
	ch <- 7
	fmt.Println(waitOne(ch))
	fmt.Println(waitOne(ch))
}
