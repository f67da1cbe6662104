package main

import (
	"sync/atomic"
	"time"
)

type clock struct {
	now atomic.Int64
}

// ok: a process-lifetime goroutine with no context anywhere in scope: this
// rule is about ignoring a context, and there is none to ignore.
func (c *clock) start() {
	go func() {
		for {
			c.now.Store(time.Now().UnixNano())
			time.Sleep(time.Millisecond)
		}
	}()
}

func main() {
	c := &clock{}
	c.start()
	time.Sleep(2 * time.Millisecond)
}
