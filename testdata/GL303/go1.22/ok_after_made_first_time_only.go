package main

import (
	"fmt"
	"time"
)

// ok: the quit timer is made only while `quit` is nil, and the branch gives it the
// timer's channel: it is made once, however often the loop goes round.
func pingUntilAnswered(pings <-chan string) int {
	var quit <-chan time.Time
	answered := 0
	for {
		select {
		case p := <-pings:
			if p == "pong" {
				answered++
			}
		case <-quit:
			return answered
		}
		if quit == nil && answered > 0 {
			quit = time.After(5 * time.Millisecond)
		}
	}
}

// ok: the same first-time-only shape with a flag.
func drainWithGrace(events <-chan int) int {
	var grace <-chan time.Time
	armed := false
	seen := 0
	for {
		select {
		case <-events:
			seen++
		case <-grace:
			return seen
		}
		if !armed {
			armed = true
			grace = time.After(5 * time.Millisecond)
		}
	}
}

func main() {
	pings := make(chan string, 3)
	pings <- "ping"
	pings <- "pong"
	pings <- "ping"
	fmt.Println(pingUntilAnswered(pings))
	events := make(chan int, 2)
	events <- 1
	events <- 2
	fmt.Println(drainWithGrace(events))
}
