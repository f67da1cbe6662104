package main

import (
	"errors"
	"log"
	"os"
)

func setup() error { return nil }

func check() error {
	if os.Getenv("CHECK_FAILS") != "" {
		return errors.New("check failed")
	}
	return nil
}

// run leaves its goroutine sending when check fails, but main ends the process on that
// error: nothing outlives it. On success it receives the goroutine's value.
func run() error {
	errc := make(chan error)
	go func() {
		errc <- setup()
	}()
	if err := check(); err != nil {
		return err
	}
	return <-errc
}

func main() {
	if err := run(); err != nil {
		log.Fatal(err)
	}
	log.Print("set up")
}
