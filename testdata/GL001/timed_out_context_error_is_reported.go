package main

import (
	"context"
	"time"
)

// watch reports an error when its context ends for another reason than its cancel: this
// one has a deadline, which passes first, so Err is context.DeadlineExceeded and the send
// waits for a receiver that never comes.
func watch() {
	errc := make(chan error)
	ctx, cancel := context.WithTimeout(context.Background(), time.Millisecond)
	defer cancel()
	go func() {
		select {
		case <-ctx.Done():
			if ctx.Err() != context.Canceled {
				errc <- ctx.Err() // want "GL001"
			}
		}
	}()
	time.Sleep(5 * time.Millisecond)
}

func main() {
	watch()
	time.Sleep(5 * time.Millisecond)
}
