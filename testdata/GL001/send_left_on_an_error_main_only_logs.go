package main

import (
	"errors"
	"log"
	"os"
)

func setup() error { return nil }

func check() error {
	if os.Getenv("CHECK_PASSES") == "" {
		return errors.New("check failed")
	}
	return nil
}

// run leaves its goroutine sending when check fails, and main only logs that error and
// goes on: the goroutine waits for a receive that never comes.
func run() error {
	errc := make(chan error)
	go func() {
		errc <- setup() // want "GL001"
	}()
	if err := check(); err != nil {
		return err
	}
	return <-errc
}

func main() {
	if err := run(); err != nil {
		log.Print(err)
	}
	log.Print("set up")
}
