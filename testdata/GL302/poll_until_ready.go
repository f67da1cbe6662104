package main

import (
	"fmt"
	"time"
)

type replica struct {
	lag int
}

func (r *replica) caughtUp() bool {
	r.lag--
	return r.lag <= 0
}

// Before Go 1.23 the ticker behind time.Tick is never collected: every call
// of waitCaughtUp leaves one ticking forever once the loop breaks.
func waitCaughtUp(r *replica) {
	tick := time.Tick(time.Millisecond) // want "GL302"
	for {
		<-tick
		if r.caughtUp() {
			break
		}
	}
}

func main() {
	for range 2 { // each wait leaves a ticker behind
		waitCaughtUp(&replica{lag: 2})
	}
	fmt.Println("caught up")
}
