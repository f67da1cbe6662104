package main

import (
	"fmt"
	"time"
)

// pump signals its start, but its user stops it between the start signal and the send:
// the send then waits for a loop that has returned.
type pump struct {
	started chan bool
	items   chan string
	done    chan bool
}

func (p *pump) serve() {
	p.started <- true
	for {
		select {
		case it := <-p.items:
			fmt.Println(it)
		case <-p.done:
			return
		}
	}
}

func (p *pump) Close() { p.done <- true }

func drainLate() {
	p := &pump{make(chan bool), make(chan string), make(chan bool)}
	go p.serve()
	<-p.started
	p.Close()
	p.items <- "late" // want "GL001:can stop doing so"
}

func main() {
	go drainLate()
	time.Sleep(10 * time.Millisecond)
}
