package main

import (
	"context"
	"fmt"
)

// ok: the loop returns when the context is cancelled, and the caller
// cancels it on the way out.
func consumeWithContext(parent context.Context, values []int) {
	ctx, cancel := context.WithCancel(parent)
	defer cancel()
	in := make(chan int)
	go func() {
		for {
			select {
			case v := <-in:
				fmt.Println("value", v)
			case <-ctx.Done():
				return
			}
		}
	}()
	for _, v := range values {
		in <- v
	}
}

func poll(ctx context.Context, requests <-chan string) {
	for {
		select {
		case <-ctx.Done():
			fmt.Println("poller stopped:", ctx.Err())
			return
		case r := <-requests:
			fmt.Println("request", r)
		}
	}
}

// ok: a named worker with a ctx.Done() exit.
func servePoll(values []string) {
	ctx, cancel := context.WithCancel(context.Background())
	requests := make(chan string)
	go poll(ctx, requests)
	for _, v := range values {
		requests <- v
	}
	cancel()
}

func main() {
	consumeWithContext(context.Background(), []int{1, 2})
	servePoll([]string{"GET /", "GET /health"})
}
