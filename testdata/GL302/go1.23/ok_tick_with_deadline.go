package main

import (
	"fmt"
	"time"
)

type healthCheck struct {
	healthy func(int) bool
}

// ok (Go >= 1.23): a method that polls on time.Tick until healthy or the
// deadline made before the loop passes.
func (h *healthCheck) waitHealthy(limit time.Duration) bool {
	tick := time.Tick(time.Millisecond)
	deadline := time.After(limit)
	for i := 0; ; i++ {
		select {
		case <-tick:
			if h.healthy(i) {
				return true
			}
		case <-deadline:
			return false
		}
	}
}

func main() {
	h := &healthCheck{healthy: func(i int) bool { return i >= 2 }}
	fmt.Println(h.waitHealthy(time.Second))
}
