package main

import (
	"context"
	"fmt"
)

func wait(ctx context.Context) error {
	<-ctx.Done()
	return ctx.Err()
}

// cancelFirst expects the first value on errCh to be an error, and it is: both goroutines
// send only errors they know are not nil, and nothing closes the channel, so the early
// way out on a nil error is never taken and the second sender is always received from.
func cancelFirst() error {
	ctx1, cancel1 := context.WithCancel(context.Background())
	defer cancel1()
	ctx2, cancel2 := context.WithCancel(context.Background())
	defer cancel2()
	errCh := make(chan error)
	go func() {
		if err := wait(ctx1); err != nil {
			errCh <- err
			return
		}
	}()
	go func() {
		err := wait(ctx2)
		if err != nil {
			errCh <- fmt.Errorf("second: %w", err)
		}
	}()
	cancel1()
	err := <-errCh
	if err == nil {
		return fmt.Errorf("expected an error") // ok: every value sent on errCh is an error
	}
	cancel2()
	fmt.Println(<-errCh)
	return nil
}

func main() {
	fmt.Println(cancelFirst())
}
