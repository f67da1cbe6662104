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

// The sink is made by a literal that leaves strict false, and nothing in the package
// sets that field afterwards: put returns no error here, so the early return is never
// taken and the goroutine's value is always received.
func relay(v int) error {
	s := &sink{limit: 3}
	done := make(chan int)
	go func() {
		done <- v * 2
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
