package main

import (
	"context"
	"fmt"
	"sync"
	"time"
)

// ok: the loop condition is the context itself.
func drainQueue(ctx context.Context, pending *int, wg *sync.WaitGroup) {
	defer wg.Done()
	for ctx.Err() == nil {
		if *pending > 0 {
			*pending--
		}
		time.Sleep(time.Millisecond)
	}
}

func main() {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Millisecond)
	defer cancel()
	pending := 10
	var wg sync.WaitGroup
	wg.Add(1)
	go drainQueue(ctx, &pending, &wg)
	wg.Wait()
	fmt.Println("drained some:", pending < 10)
}
