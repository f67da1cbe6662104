package main

import (
	"fmt"
	"time"
)

// The cases are a package table nothing changes: the loop runs three rounds, so one run
// leaves at most three timers pending, a handful, not a pile.
var probes = []struct {
	name  string
	delay time.Duration
}{
	{"fast", time.Millisecond},
	{"slow", 2 * time.Millisecond},
	{"late", 3 * time.Millisecond},
}

func runProbes() int {
	answered := 0
	for _, p := range probes {
		done := make(chan struct{}, 1)
		go func() {
			time.Sleep(p.delay)
			done <- struct{}{}
		}()
		select {
		case <-done:
			answered++
		case <-time.After(time.Second):
			fmt.Println(p.name, "timed out")
		}
	}
	return answered
}

func main() {
	fmt.Println(runProbes())
}
