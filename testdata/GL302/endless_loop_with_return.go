package main

import (
	"fmt"
	"time"
)

type spinner struct {
	frames []string
	shown  int
}

// `for {}` with a return is not an endless loop: the worker returns once
// the job is done, leaving the ticker behind.
func (s *spinner) spin(jobDone func() bool) {
	tick := time.Tick(time.Millisecond) // want "GL302"
	for {
		<-tick
		s.shown++
		if jobDone() {
			return
		}
	}
}

func main() {
	s := &spinner{frames: []string{"|", "/", "-", "\\"}}
	for range 2 { // each spin leaves a ticker behind
		s.spin(func() bool { return s.shown%2 == 0 })
	}
	fmt.Println(s.shown)
}
