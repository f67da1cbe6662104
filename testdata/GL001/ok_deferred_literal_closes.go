package main

import (
	"errors"
	"fmt"
	"time"
)

// start waits for the acceptor's signal or gives up. Its deferred cleanup closes the
// channel on every way out: a signal sent after it gave up makes the acceptor panic on a
// closed channel rather than wait forever (a crash, not a leak).
func start(delay time.Duration) (err error) {
	accepted := make(chan bool)
	defer func() {
		close(accepted)
		if err != nil {
			fmt.Println("cleaning up after", err)
		}
	}()
	go func() {
		defer func() {
			accepted <- true
		}()
		time.Sleep(delay)
	}()
	select {
	case <-accepted:
	case <-time.After(time.Second):
		return errors.New("timed out waiting for the acceptor")
	}
	return nil
}

func main() {
	fmt.Println(start(time.Millisecond))
}
