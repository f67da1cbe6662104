package main

import (
	"fmt"
	"time"
)

// patience is long: every event that wins the select leaves a timer pending for two
// minutes, so a busy stream piles them up.
const patience = 2 * time.Minute

func drain(events <-chan string, done <-chan struct{}) int {
	n := 0
	for {
		select {
		case <-events:
			n++
		case <-time.After(patience): // want "GL303"
			return n
		case <-done:
			return n
		}
	}
}

// A short constant reassigned on some path is not a constant: the loop may wait longer.
func settle(changes <-chan bool, slow bool, done <-chan struct{}) int {
	grace := 50 * time.Millisecond
	if slow {
		grace = time.Hour
	}
	n := 0
	for {
		select {
		case <-changes:
			n++
		case <-time.After(grace): // want "GL303"
			return n
		case <-done:
			return n
		}
	}
}

func main() {
	events := make(chan string, 2)
	events <- "a"
	events <- "b"
	done := make(chan struct{})
	go func() {
		time.Sleep(5 * time.Millisecond)
		close(done)
	}()
	fmt.Println(drain(events, done))
	changes := make(chan bool, 1)
	changes <- true
	fmt.Println(settle(changes, true, done))
}
