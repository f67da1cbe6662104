package main

import (
	"context"
	"errors"
	"log"
	"time"
)

func fetch(ctx context.Context) (int, error) {
	if ctx.Err() != nil {
		return 0, ctx.Err()
	}
	return 42, nil
}

// run fetches in the background and gives up when the context is done; its deferred
// literal turns a cancellation into no error, so main goes on and the sender is left.
func run(ctx context.Context) (err error) {
	defer func() {
		if errors.Is(err, context.Canceled) {
			err = nil
		}
	}()
	results := make(chan int)
	go func() {
		v, _ := fetch(ctx)
		results <- v // want "GL001"
	}()
	if err := ctx.Err(); err != nil {
		return err
	}
	log.Println("got", <-results)
	return nil
}

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := run(ctx); err != nil {
		log.Fatal(err)
	}
	time.Sleep(50 * time.Millisecond) // keep serving
	log.Println("still running")
}
