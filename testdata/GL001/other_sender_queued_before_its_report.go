package main

import (
	"errors"
	"fmt"
	"time"
)

// startWarn leaves a warning in the buffered errs, then sends its address: by the time its
// address is received it sends nothing more on errs, but its warning may still be queued.
func startWarn(name string, addr chan<- string, errs chan<- error) {
	if name == "" {
		errs <- errors.New("no name")
		return
	}
	errs <- errors.New("warning: " + name)
	addr <- name + ":80"
}

func start(name string, wait time.Duration, addr chan<- string, errs chan<- error) {
	time.Sleep(wait)
	if name == "" {
		errs <- errors.New("no name")
		return
	}
	addr <- name + ":81" // want "GL001"
}

func pair(first, second string) (string, error) {
	errs := make(chan error, 2)
	one := make(chan string)
	go startWarn(first, one, errs)
	a := <-one // want "GL002"
	two := make(chan string)
	go start(second, 40*time.Millisecond, two, errs)
	select {
	case err := <-errs:
		return "", err // the first server's queued warning: the second's address leaks
	case b := <-two:
		return a + " " + b, nil
	}
}

func main() {
	fmt.Println(pair("a", "b"))
	fmt.Println(pair("a", ""))
	go pair("", "b") // the first server fails: pair waits for its address forever
	time.Sleep(100 * time.Millisecond)
	println("done") // main goes on after the calls above
}
