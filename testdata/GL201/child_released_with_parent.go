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

// Here the parent's cancel is lost on the early return, so the discarded child cancel
// still matters.
func sessionEarlyReturn(ctx context.Context, id string) (string, error) {
	parent, cancel := context.WithCancel(ctx) // want "GL201"

	child, _ := context.WithTimeout(parent, 5*time.Second) // want "GL201"
	if id == "" {
		return "", errors.New("no id") // the parent's cancel is lost here too
	}
	defer cancel()
	return lookup(child, id)
}

func main() {
	for _, id := range os.Args {
		fmt.Println(session(context.Background(), id))
		fmt.Println(sessionEarlyReturn(context.Background(), id))
	}
}
