package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

var errUnavailable = errors.New("unavailable")

type backend struct {
	failures int
}

func (b *backend) call(ctx context.Context) error {
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if b.failures > 0 {
		b.failures--
		return errUnavailable
	}
	return nil
}

// A failed attempt cancels its context, but a successful one returns right
// away with the attempt's context still live.
func (b *backend) callWithRetry(parent context.Context, attempts int) error {
	for i := 0; i < attempts; i++ {
		ctx, cancel := context.WithTimeout(parent, 20*time.Millisecond) // want "GL201"
		if err := b.call(ctx); err == nil {
			return nil
		}
		cancel()
	}
	return errUnavailable
}

func main() {
	b := &backend{failures: 1}
	fmt.Println(b.callWithRetry(context.Background(), 3))
	println("done") // main goes on after the calls above
}
