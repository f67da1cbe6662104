package main

import (
	"context"
	"errors"
)

type lock struct {
	held bool
}

// ok: the releaser also waits on ctx.Done(), and the deferred cancel ends
// it on the error path where unlock is never closed.
func withLock(ctx context.Context, l *lock, key string) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	unlock := make(chan struct{})
	l.held = true
	go func() {
		select {
		case <-unlock:
		case <-ctx.Done():
		}
		l.held = false
	}()
	if key == "" {
		return errors.New("empty lock key")
	}
	close(unlock)
	return nil
}

func main() {
	_ = withLock(context.Background(), &lock{}, "")
}
