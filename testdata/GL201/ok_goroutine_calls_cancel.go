package main

import (
	"context"
	"fmt"
	"time"
)

// ok: a goroutine owns the cancel function and calls it when the signal
// arrives; the caller gets only the context.
func cancelOnSignal(parent context.Context, signal <-chan struct{}) context.Context {
	ctx, cancel := context.WithCancel(parent)
	go func() {
		defer cancel()
		select {
		case <-signal:
		case <-ctx.Done():
		}
	}()
	return ctx
}

// ok: the goroutine cancels after its work, the caller waits on the context.
func warmCache(parent context.Context, keys []string) {
	ctx, cancel := context.WithTimeout(parent, time.Second)
	go func() {
		for _, k := range keys {
			fmt.Println("warm", k)
		}
		cancel()
	}()
	<-ctx.Done()
}

func main() {
	signal := make(chan struct{})
	ctx := cancelOnSignal(context.Background(), signal)
	close(signal)
	<-ctx.Done()
	fmt.Println(ctx.Err())
	warmCache(context.Background(), []string{"users", "groups"})
}
