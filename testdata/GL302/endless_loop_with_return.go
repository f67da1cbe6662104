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
	s.spin(func() bool { return s.shown == 2 })
	fmt.Println(s.shown)
}
