package main

import (
	"context"
	"fmt"
	"sync"
)

// Workers bail out on a cancelled context before their Done; the context is
// already cancelled, so every one of them skips it.
func warmCaches(ctx context.Context, n int) {
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			if err := ctx.Err(); err != nil {
				fmt.Println("cache", i, "skipped:", err)
				return
			}
			fmt.Println("cache", i, "warm")
			wg.Done()
		}()
	}
	go func() {
		wg.Wait() // want "GL101"
		fmt.Println("caches warm")
	}()
}

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	warmCaches(ctx, 3)
}
