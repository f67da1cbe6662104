package main

import (
	"errors"
	"fmt"
	"time"
)

var errExited = errors.New("handler exited")

func serve(fail bool) error {
	if fail {
		panic("handler failed")
	}
	return nil
}

// The deferred send runs only when the handler did not return (it panicked or left
// through runtime.Goexit); on a return the flag is set, so each run sends once and the
// buffer holds that value even when the caller has given up waiting.
func await(timeout time.Duration) error {
	results := make(chan error, 1)
	go func() {
		var returned bool
		defer func() {
			if !returned {
				results <- errExited // ok: only when the send below never happened
			}
		}()
		results <- serve(false) // ok: the one value the buffer holds
		returned = true
	}()
	select {
	case err := <-results:
		return err
	case <-time.After(timeout):
		return errors.New("timed out")
	}
}

func main() {
	fmt.Println(await(0))
	fmt.Println(await(time.Second))
	time.Sleep(10 * time.Millisecond)
}
