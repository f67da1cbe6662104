package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

var errRateLimited = errors.New("rate limited")

// still flagged: the context's case clears err, so the loop goes round while the timer of
// that round is still pending.
func fetchAll(ctx context.Context, fetch func() error, backoff time.Duration) (err error) {
	for err == nil {
		err = fetch()
		if errors.Is(err, errRateLimited) {
			select {
			case <-ctx.Done():
				fmt.Println("cancelled:", ctx.Err())
				err = nil
			case <-time.After(backoff): // want "GL303"
				err = nil
			}
		}
	}
	return err
}

func main() {
	calls := 0
	err := fetchAll(context.Background(), func() error {
		calls++
		if calls < 3 {
			return errRateLimited
		}
		return errors.New("done")
	}, time.Millisecond)
	fmt.Println(calls, err)
}
