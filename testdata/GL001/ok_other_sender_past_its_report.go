package main

import (
	"errors"
	"fmt"
)

// start reports on errs and returns when it cannot begin; once it has begun it sends its
// address, and never sends on errs after that.
func start(name string, addr chan<- string, errs chan<- error) {
	if name == "" {
		errs <- errors.New("no name")
		return
	}
	addr <- name + ":80"
}

// pair starts two servers that share one error channel. By the time the second select
// runs, the first server has sent its address, so it can no longer send on errs: an error
// there is the second server's, which returned without sending its address.
func pair(first, second string) (string, error) {
	errs := make(chan error)
	one := make(chan string)
	go start(first, one, errs)
	var a string
	select {
	case err := <-errs:
		return "", err // ok: the first server reported and returned
	case a = <-one:
	}
	two := make(chan string)
	go start(second, two, errs)
	select {
	case err := <-errs:
		return "", err // ok: only the second server can still send on errs, and it returned
	case b := <-two:
		return a + " " + b, nil
	}
}

func main() {
	fmt.Println(pair("a", "b"))
	fmt.Println(pair("a", ""))
	fmt.Println(pair("", "b"))
}
