package main

import (
	"fmt"
	"time"
)

// pair waits for both of its workers: its loop leaves only once each done flag is set, and
// each flag is set only by the case receiving that worker's value. Each worker sends one
// value and closes its channel right after, so the channel carries that one value, and the
// loop takes it before it can stop.
type pair struct {
	clientDone chan error
	serverDone chan error
	progress   chan string
}

func (p *pair) cleanup() {
	clientDone, serverDone := false, false
	for {
		select {
		case err := <-p.clientDone:
			fmt.Println("client", err)
			clientDone = true
			if clientDone && serverDone {
				return
			}
		case err := <-p.serverDone:
			fmt.Println("server", err)
			serverDone = true
			if clientDone && serverDone {
				return
			}
		case note := <-p.progress:
			fmt.Println("still waiting:", note)
		}
	}
}

func (p *pair) client() {
	p.clientDone <- nil // ok: the loop stops only after taking this one value
	close(p.clientDone)
}

func (p *pair) server() {
	p.serverDone <- nil // ok: the loop stops only after taking this one value
	close(p.serverDone)
}

func main() {
	p := &pair{clientDone: make(chan error), serverDone: make(chan error), progress: make(chan string)}
	go p.server()
	time.Sleep(10 * time.Millisecond)
	go p.client()
	p.cleanup()
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
