package main

import (
	"context"
	"fmt"
)

// ok: the close lives in a callback handed to context.AfterFunc, which
// runs it once the context is cancelled.
func watchUpdates(parent context.Context, updates []string) {
	ctx, cancel := context.WithCancel(parent)
	defer cancel()
	ch := make(chan string)
	context.AfterFunc(ctx, func() { close(ch) })
	done := make(chan struct{})
	go func() {
		defer close(done)
		for u := range ch {
			fmt.Println("update", u)
		}
	}()
	for _, u := range updates {
		ch <- u
	}
	cancel()
	<-done
}

func main() {
	watchUpdates(context.Background(), []string{"v1", "v2"})
}
