package main

import (
	"errors"
	"fmt"
	"time"
)

func check(fail bool) error {
	if fail {
		return errors.New("failed")
	}
	return nil
}

// firstOf leaves when the first value is nil, and one goroutine's value may be nil (check's
// result): the late goroutine, let through by the close, is then left without a receiver.
func firstOf(fail bool) error {
	stop := make(chan struct{})
	errCh := make(chan error)
	go func() {
		<-stop
		errCh <- errors.New("late") // want "GL001"
	}()
	go func() {
		errCh <- check(fail)
	}()
	err := <-errCh
	close(stop)
	if err == nil {
		return nil
	}
	return <-errCh
}

func main() {
	go func() {
		fmt.Println(firstOf(false))
	}()
	time.Sleep(10 * time.Millisecond)
	fmt.Println("done")
}
