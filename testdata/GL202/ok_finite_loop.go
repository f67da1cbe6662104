package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

var errNotReady = errors.New("not ready")

func probe(attempt int) error {
	if attempt < 2 {
		return errNotReady
	}
	return nil
}

// ok: a bounded retry loop; the goroutine ends after at most five tries,
// context or not.
func waitReady(ctx context.Context, result chan<- error) {
	go func() {
		var err error
		for i := 0; i < 5; i++ {
			if err = probe(i); err == nil {
				break
			}
			time.Sleep(time.Millisecond)
		}
		result <- err
	}()
}

func main() {
	result := make(chan error, 1)
	waitReady(context.Background(), result)
	fmt.Println(<-result)
}
