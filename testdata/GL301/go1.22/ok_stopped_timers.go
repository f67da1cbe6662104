package main

import (
	"fmt"
	"time"
)

// ok: Stop is deferred right after the ticker is made.
func sample(n int) int {
	t := time.NewTicker(time.Millisecond)
	defer t.Stop()
	got := 0
	for i := 0; i < n; i++ {
		<-t.C
		got++
	}
	return got
}

// ok: the timer is returned to the caller, who stops it.
func newDeadline(d time.Duration) *time.Timer {
	return time.NewTimer(d)
}

func main() {
	fmt.Println(sample(2))
	d := newDeadline(time.Second)
	fmt.Println("stopped:", d.Stop())
}
