package main

import (
	"context"
	"fmt"
	"time"
)

type gauge struct {
	readings int
}

// ok: the ticker loop returns when the context is done.
func (g *gauge) sample(ctx context.Context, done chan<- int) {
	t := time.NewTicker(time.Millisecond)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			done <- g.readings
			return
		case <-t.C:
			g.readings++
		}
	}
}

func main() {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Millisecond)
	defer cancel()
	done := make(chan int)
	go (&gauge{}).sample(ctx, done)
	fmt.Println("readings > 0:", <-done > 0)
}
