package main

import (
	"fmt"
	"os"
	"time"
)

// The package table grows with the command line before the loop runs over it: its rounds
// are not fixed, and each round that hears back leaves its one-second timer pending.
var probes = []time.Duration{time.Millisecond}

func init() {
	for range os.Args {
		probes = append(probes, time.Millisecond)
	}
}

func runProbes() int {
	answered := 0
	for _, delay := range probes {
		done := make(chan struct{}, 1)
		go func() {
			time.Sleep(delay)
			done <- struct{}{}
		}()
		select {
		case <-done:
			answered++
		case <-time.After(time.Second): // want "GL303"
			fmt.Println("timed out")
		}
	}
	return answered
}

func main() {
	fmt.Println(runProbes())
}
