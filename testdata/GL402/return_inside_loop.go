package main

import (
	"fmt"
	"runtime"
)

type eventPoller struct {
	queue []string
}

// The unlock after the loop is skipped when the batch limit returns from
// inside the loop.
func (p *eventPoller) drain(limit int) int {
	runtime.LockOSThread() // want "GL402"
	n := 0
	for _, e := range p.queue {
		if n == limit {
			return n
		}
		if e != "" {
			n++
		}
	}
	runtime.UnlockOSThread()
	return n
}

func main() {
	res := make(chan int)
	p := &eventPoller{queue: []string{"key", "mouse", "resize"}}
	go func() { res <- p.drain(2) }()
	fmt.Println(<-res)
}
