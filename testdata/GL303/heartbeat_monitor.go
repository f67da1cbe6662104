package main

import (
	"fmt"
	"time"
)

type monitor struct {
	beats   chan struct{}
	quit    chan struct{}
	missed  int
	timeout time.Duration
}

// A heartbeat monitor whose "missed beat" timeout is a new time.After on
// every beat; it exits when quit is closed.
func (m *monitor) watch(done chan<- int) {
	for {
		select {
		case <-m.beats:
		case <-m.quit:
			done <- m.missed
			return
		case <-time.After(m.timeout): // want "GL303"
			m.missed++
		}
	}
}

func main() {
	m := &monitor{beats: make(chan struct{}, 1), quit: make(chan struct{}), timeout: time.Millisecond}
	done := make(chan int)
	go m.watch(done)
	m.beats <- struct{}{}
	time.Sleep(3 * time.Millisecond)
	close(m.quit)
	fmt.Println("missed > 0:", <-done > 0)
}
