package main

import (
	"errors"
	"fmt"
	"time"
)

func run(done chan<- error) {
	done <- errors.New("exit status 1")
}

func read(out chan<- string) {
	out <- "credentials"
}

// ok: the loop goes round only when exited or lines win, and the goroutines feeding them
// send once each and close neither: at most two rounds leave a timer pending.
func execute() (string, error) {
	exited := make(chan error, 1)
	lines := make(chan string, 1)
	go run(exited)
	go read(lines)
	var output string
	finished := false
	for !finished {
		select {
		case line := <-lines:
			output = line
		case err := <-exited:
			if err != nil && output == "" {
				return "", err
			}
			finished = output != ""
		case <-time.After(time.Minute):
			return output, errors.New("timed out")
		}
	}
	return output, nil
}

func main() {
	fmt.Println(execute())
}
