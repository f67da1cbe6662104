package main

import (
	"fmt"
	"time"
)

type progress struct {
	done  chan struct{}
	polls int
}

// ok: a stopped ticker drives the loop; nothing is allocated per iteration.
func (p *progress) wait() int {
	t := time.NewTicker(time.Millisecond)
	defer t.Stop()
	for {
		select {
		case <-p.done:
			return p.polls
		case <-t.C:
			p.polls++
		}
	}
}

func main() {
	p := &progress{done: make(chan struct{})}
	go func() {
		time.Sleep(3 * time.Millisecond)
		close(p.done)
	}()
	fmt.Println("polled:", p.wait() >= 0)
}
