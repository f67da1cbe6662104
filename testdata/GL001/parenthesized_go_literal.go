package main

import "errors"

// The goroutine is a parenthesized function literal, started as `go (func() {...})()`; the
// function returns early without receiving its result, and the send blocks forever.
func firstCopy(read func() (int, error), skip bool) error {
	done := make(chan error)
	go (func() {
		_, err := read()
		done <- err // want "GL001"
	})()
	if skip {
		return errors.New("skipped")
	}
	return <-done
}

func main() {
	_ = firstCopy(func() (int, error) { return 1, nil }, true)
	println("done") // main goes on after the calls above
}
