package main

import (
	"errors"
	"fmt"
	"time"
)

type outcome struct{ err error }

// Every round but the last starts a sender: two or more goroutines share a buffer of one,
// and a step that fails returns before anything is received.
func pipeline(steps []func() error) error {
	results := make(chan outcome, 1)
	for i, step := range steps {
		if i+1 < len(steps) {
			go func() {
				results <- outcome{step()} // want "GL001"
			}()
		}
		if err := step(); err != nil {
			return err
		}
	}
	return (<-results).err
}

func main() {
	ok := func() error { return nil }
	fail := func() error { return errors.New("failed") }
	fmt.Println(pipeline([]func() error{ok, fail, ok}))
	time.Sleep(10 * time.Millisecond)
}
