// vet disagrees: a discarded cancel of a child whose parent the function cancels on every way out loses nothing, and a cancel declared in each round of a loop is a new variable each round; vet flags both
package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"time"
)

var errTimedOut = errors.New("session lookup timed out")

func lookup(ctx context.Context, id string) (string, error) {
	if err := ctx.Err(); err != nil {
		return "", err
	}
	return "session " + id, nil
}

// ok: the timeout child's cancel is discarded, but its parent is this function's own
// cancellable context, cancelled on every way out: that ends the child and its timer when
// the function returns, as the child's own deferred cancel would.
func session(ctx context.Context, id string) (string, error) {
	timeoutCtx, cancel := context.WithCancelCause(ctx)
	timeoutCtx, _ = context.WithTimeoutCause(timeoutCtx, 5*time.Second, errTimedOut) //nolint:govet
	defer func() { cancel(context.Canceled) }()
	return lookup(timeoutCtx, id)
}

// ok: each round declares its own cancel and defers a closure calling it, so every
// round's parent is cancelled at return, and with it that round's timeout child.
func firstSession(ctx context.Context, ids []string) (string, error) {
	var lastErr error
	for _, id := range ids {
		timeoutCtx, cancel := context.WithCancelCause(ctx)
		timeoutCtx, _ = context.WithTimeoutCause(timeoutCtx, 5*time.Second, errTimedOut) //nolint:govet
		defer func() { cancel(context.Canceled) }()
		s, err := lookup(timeoutCtx, id)
		if err != nil {
			lastErr = err
			continue
		}
		return s, nil
	}
	return "", lastErr
}

func main() {
	for range 2 {
		for _, id := range os.Args {
			fmt.Println(session(context.Background(), id))
		}
		fmt.Println(firstSession(context.Background(), os.Args))
	}
}
