package main

import (
	"context"
	"fmt"
	"time"
)

type rateLimiter struct {
	tokens int
	max    int
}

// ok: the loop selects on ctx.Done() read once before the loop, and returns
// when it is closed.
func (l *rateLimiter) refill(ctx context.Context, stopped chan<- int) {
	done := ctx.Done()
	t := time.NewTicker(time.Millisecond)
	defer t.Stop()
	for {
		select {
		case <-done:
			stopped <- l.tokens
			return
		case <-t.C:
			if l.tokens < l.max {
				l.tokens++
			}
		}
	}
}

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	stopped := make(chan int)
	go (&rateLimiter{max: 5}).refill(ctx, stopped)
	time.Sleep(2 * time.Millisecond)
	cancel()
	fmt.Println("tokens <= 5:", <-stopped <= 5)
}
