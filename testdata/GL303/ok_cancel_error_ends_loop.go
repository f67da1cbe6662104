package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

var errRateLimited = errors.New("rate limited")

// ok: the loop goes round while err is nil; the context's case sets err to ctx.Err(),
// which is never nil once Done is closed, so only the timer's own case goes round.
func fetchAll(ctx context.Context, fetch func() error) (err error) {
	for err == nil {
		err = fetch()
		if errors.Is(err, errRateLimited) {
			select {
			case <-ctx.Done():
				err = ctx.Err()
			case <-time.After(time.Millisecond):
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
	})
	fmt.Println(calls, err)
}
