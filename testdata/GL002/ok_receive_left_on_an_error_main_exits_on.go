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

// run leaves its goroutine waiting for start when check fails, but main ends the
// process on that error. On success it starts the goroutine and takes its result.
func run() error {
	start := make(chan struct{})
	done := make(chan error, 1)
	go func() {
		<-start
		done <- setup()
	}()
	if err := check(); err != nil {
		return err
	}
	close(start)
	return <-done
}

func main() {
	if err := run(); err != nil {
		log.Fatal(err)
	}
	log.Print("set up")
}
