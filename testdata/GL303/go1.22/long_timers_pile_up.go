package main

import (
	"fmt"
	"time"
)

// patience is long: every event that wins the select leaves a timer pending for two
// minutes, so a busy stream piles them up.
const patience = 2 * time.Minute

func drain(events <-chan string) int {
	n := 0
	for {
		select {
		case _, ok := <-events:
			if !ok {
				return n
			}
			n++
		case <-time.After(patience): // want "GL303"
			return n
		}
	}
}

// A short constant reassigned on some path is not a constant: the loop may wait longer.
func settle(changes <-chan bool, slow bool) int {
	grace := 50 * time.Millisecond
	if slow {
		grace = time.Hour
	}
	n := 0
	for {
		select {
		case _, ok := <-changes:
			if !ok {
				return n
			}
			n++
		case <-time.After(grace): // want "GL303"
			return n
		}
	}
}

func main() {
	events := make(chan string, 2)
	events <- "a"
	events <- "b"
	close(events)
	fmt.Println(drain(events))
	changes := make(chan bool, 1)
	changes <- true
	close(changes)
	fmt.Println(settle(changes, true))
}
