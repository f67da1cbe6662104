package main

import (
	"errors"
	"fmt"
)

type sink struct {
	strict bool
	limit  int
}

var errRejected = errors.New("rejected")

// put fails only for a strict sink: one made without strict never fails.
func (s *sink) put(v int) error {
	if s.strict && v > s.limit {
		return errRejected
	}
	return nil
}

// The literal makes a strict sink: put fails for values above the limit, the function
// returns early, and the goroutine's value is left with nobody to receive it.
func relay(v int) error {
	s := &sink{strict: true, limit: 3}
	done := make(chan int)
	go func() {
		done <- v * 2 // want "GL001"
	}()
	if err := s.put(v); err != nil {
		return err
	}
	fmt.Println(<-done)
	return nil
}

func main() {
	for i := 0; i < 6; i++ {
		fmt.Println(relay(i))
	}
}
