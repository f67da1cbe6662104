package main

import (
	"errors"
	"fmt"
	"time"
)

// serve sends its address, and later reports on errs when its work fails: it can send on
// errs after its address has been received.
func serve(name string, delay time.Duration, addr chan<- string, errs chan<- error) {
	addr <- name + ":80"
	time.Sleep(delay)
	if name == "bad" {
		errs <- errors.New("failed after start") // want "GL001"
	}
}

func begin(name string, addr chan<- string, errs chan<- error) {
	time.Sleep(30 * time.Millisecond)
	addr <- name + ":81" // want "GL001"
}

// pair waits for the first server's address, then starts the second; an error on errs may
// be the first server's late one, and then the second server's address is never received
// (nor, when the second answers first, the first server's late error).
func pair(first string, delay time.Duration, second string) (string, error) {
	errs := make(chan error)
	one := make(chan string)
	go serve(first, delay, one, errs)
	a := <-one
	two := make(chan string)
	go begin(second, two, errs)
	select {
	case err := <-errs:
		return "", err
	case b := <-two:
		return a + " " + b, nil
	}
}

func main() {
	fmt.Println(pair("bad", 10*time.Millisecond, "b"))
	fmt.Println(pair("bad", 60*time.Millisecond, "b"))
	time.Sleep(100 * time.Millisecond)
	println("done") // main goes on after the calls above
}
