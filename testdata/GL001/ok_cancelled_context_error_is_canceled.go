package main

import (
	"context"
	"errors"
	"time"
)

// watch reports an error only when its context ends for another reason than its
// cancel: a context made by WithCancel from Background has no deadline, so once Done is
// closed Err is context.Canceled, and the send is never reached.
func watch() {
	errc := make(chan error)
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		select {
		case <-ctx.Done():
			if ctx.Err() != context.Canceled {
				errc <- ctx.Err()
			}
		}
	}()
	cancel()
	time.Sleep(time.Millisecond)
}

// watchValue asks errors.Is, of a value of such a context: the same holds.
func watchValue() {
	errc := make(chan error)
	parent, cancel := context.WithCancel(context.TODO())
	ctx := context.WithValue(parent, "name", "value")
	go func() {
		select {
		case <-ctx.Done():
			if !errors.Is(ctx.Err(), context.Canceled) {
				errc <- ctx.Err()
			}
		}
	}()
	cancel()
	time.Sleep(time.Millisecond)
}

func main() {
	watch()
	watchValue()
	time.Sleep(5 * time.Millisecond)
}
