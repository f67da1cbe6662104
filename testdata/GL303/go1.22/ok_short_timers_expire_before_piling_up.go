package main

import (
	"fmt"
	"time"
)

// quiet is short: each timer made with it is gone 10 ms later, so a loop keeps at most
// (rounds per second) x 10 ms of them pending, a handful short of a busy spin.
const quiet = 10 * time.Millisecond

// ok: a timer of a package constant under 100 ms.
func drain(events <-chan string) int {
	n := 0
	for {
		select {
		case <-events:
			n++
		case <-time.After(quiet):
			return n
		}
	}
}

// ok: a frame's worth, spelled with time.Duration and a local constant.
func frames(ticks <-chan int) int {
	const frame = 8
	n := 0
	for {
		select {
		case t := <-ticks:
			n += t
		case <-time.After(time.Duration(frame) * time.Millisecond):
			return n
		}
	}
}

// ok: a local bound once to a short duration.
func settle(changes <-chan bool) int {
	grace := 50 * time.Millisecond
	n := 0
	for {
		select {
		case <-changes:
			n++
		case <-time.After(grace):
			return n
		}
	}
}

func main() {
	events := make(chan string, 2)
	events <- "a"
	events <- "b"
	fmt.Println(drain(events))
	ticks := make(chan int, 1)
	ticks <- 3
	fmt.Println(frames(ticks))
	changes := make(chan bool, 1)
	changes <- true
	fmt.Println(settle(changes))
}
