package main

import (
	"fmt"
	"time"
)

type pump struct {
	events chan int
	out    []int
}

// The nil guard runs the loop once, but the loop itself makes a timer each time an event
// wins the select.
func (p *pump) start(stop <-chan struct{}, idle time.Duration) {
	if p.events == nil {
		p.events = make(chan int, 4)
		for i := 0; i < 3; i++ {
			p.events <- i
		}
		for {
			select {
			case e := <-p.events:
				p.out = append(p.out, e)
			case <-time.After(idle): // want "GL303"
				return
			case <-stop:
				return
			}
		}
	}
}

func main() {
	p := &pump{}
	p.start(make(chan struct{}), 5*time.Millisecond)
	fmt.Println(p.out)
}
