package main

import (
	"fmt"
	"sync/atomic"
	"time"
)

type replica struct {
	applied atomic.Int64
}

// `for { if cond { break } }` with nothing that blocks: a spin until the
// replica has applied the index.
func (r *replica) waitApplied(index int64) {
	for { // want "GL401"
		if r.applied.Load() >= index {
			break
		}
	}
}

func main() {
	r := &replica{}
	go func() {
		for i := 0; i < 3; i++ {
			time.Sleep(time.Millisecond)
			r.applied.Add(1)
		}
	}()
	r.waitApplied(3)
	fmt.Println("applied")
}
