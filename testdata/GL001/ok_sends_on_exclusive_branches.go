package main

import (
	"errors"
	"time"
)

// ok: the worker sends on one branch or the other, never both: `failed` is set on the first
// and tested by the second, so one value is owed in all and the buffer of one holds it when
// the caller has stopped waiting.
func fetch(fail bool) error {
	result := make(chan error, 1)
	go func() {
		failed := false
		if fail {
			failed = true
			result <- errors.New("failed")
		}
		if !failed {
			result <- nil
		}
	}()
	select {
	case err := <-result:
		return err
	case <-time.After(time.Second):
		return errors.New("timeout")
	}
}

func main() {
	_ = fetch(true)
	_ = fetch(false)
}
