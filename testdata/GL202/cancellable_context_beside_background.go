package main

import (
	"context"
	"fmt"
	"time"
)

// still flagged: base can never be cancelled, but ctx can, and the printer ignores it.
func serve(parent context.Context, handle func(context.Context) int) {
	base := context.Background()
	ctx, cancel := context.WithCancel(parent)
	defer cancel()
	go func() {
		for { // want "GL202"
			time.Sleep(time.Second)
			fmt.Println("serving")
		}
	}()
	handle(base)
	handle(ctx)
}

func main() {
	serve(context.Background(), func(context.Context) int { return 1 })
}
