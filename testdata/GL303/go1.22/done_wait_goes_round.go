package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

var errBusy = errors.New("busy")

// retryUntilDone waits between attempts on either the context or a fresh timer, and
// goes round either way: once the context is done, every round takes its Done case at
// once and leaves another pending timer behind.
func retryUntilDone(ctx context.Context, attempt func() error, pause time.Duration) {
	for {
		if err := attempt(); err == nil {
			return
		}
		select {
		case <-ctx.Done():
		case <-time.After(pause): // want "GL303"
		}
	}
}

// retry checks the context at the top of every round: a wait that ends through Done is
// followed by a round that returns, so no round goes on past a pending timer twice.
func retry(ctx context.Context, attempt func() error, pause time.Duration) error {
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		default:
		}
		if err := attempt(); err == nil {
			return nil
		}
		select {
		case <-ctx.Done():
		case <-time.After(pause):
		}
	}
}

func main() {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Millisecond)
	defer cancel()
	tries := 0
	attempt := func() error {
		tries++
		if tries > 5 {
			return nil
		}
		return errBusy
	}
	retryUntilDone(ctx, attempt, 10*time.Millisecond)
	tries = 0
	fmt.Println(retry(ctx, attempt, 10*time.Millisecond))
}
