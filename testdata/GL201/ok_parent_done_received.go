// vet disagrees: the function leaves only after receiving from the parent's Done, and a cancelled parent has already cancelled and forgotten the child; vet does not know that
package main

import (
	"context"
	"fmt"
	"time"
)

func flush(ctx context.Context, batch []string, out chan<- int) {
	select {
	case <-ctx.Done():
	case out <- len(batch):
	}
}

// monitor starts a child context per batch; it returns only once its own ctx is done, and
// then every child is cancelled with it.
func monitor(ctx context.Context, events <-chan string, out chan<- int) {
	batchCtx, batchCancel := context.WithCancel(ctx)
	var batch []string
	for {
		select {
		case e := <-events:
			batch = append(batch, e)
			batchCancel()
			batchCtx, batchCancel = context.WithCancel(ctx)
			go flush(batchCtx, batch, out)
		case <-ctx.Done():
			return
		}
	}
}

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	events := make(chan string)
	out := make(chan int, 10)
	go monitor(ctx, events, out)
	events <- "a"
	time.Sleep(10 * time.Millisecond)
	cancel()
	fmt.Println(len(out) <= 1)
}
