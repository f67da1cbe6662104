// vet disagrees: the cancel is called by a closure deferred before the assignment

package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

var errBusy = errors.New("busy")

func attempt(ctx context.Context, n int) error {
	if n < 1 {
		return errBusy
	}
	return ctx.Err()
}

// ok: each attempt cancels the previous attempt's context, and the deferred
// closure cancels the last one on every return. vet does not see the
// deferred closure as a use after the assignment and reports the early
// `return nil`.
func retry(parent context.Context, attempts int) error {
	cancel := context.CancelFunc(func() {})
	defer func() { cancel() }()
	for i := 0; i < attempts; i++ {
		cancel()
		var ctx context.Context
		ctx, cancel = context.WithTimeout(parent, 10*time.Millisecond)
		if err := attempt(ctx, i); err == nil {
			return nil
		}
	}
	return errBusy
}

func main() {
	fmt.Println(retry(context.Background(), 3))
}
