package main

import (
	"errors"
	"fmt"
	"time"
)

var errNoAnswer = errors.New("no answer")

func answer(n int) (int, error) {
	if n < 0 {
		time.Sleep(20 * time.Millisecond)
		return 0, errors.New("negative")
	}
	return n, nil
}

// The flag is set only on the success path: when answer fails, the goroutine sends the
// error and then, from its deferred call, a second value. A caller that took the first
// value, or gave up waiting, leaves the second one blocked behind the full buffer.
func ask(n int, timeout time.Duration) error {
	results := make(chan error, 1)
	go func() {
		var answered bool
		defer func() {
			if !answered {
				results <- errNoAnswer // want "GL001"
			}
		}()
		if _, err := answer(n); err != nil {
			results <- err
			return
		}
		answered = true
		results <- nil
	}()
	select {
	case err := <-results:
		return err
	case <-time.After(timeout):
		return errors.New("timed out")
	}
}

func main() {
	fmt.Println(ask(1, time.Second))
	fmt.Println(ask(-1, time.Millisecond))
	time.Sleep(100 * time.Millisecond)
}
