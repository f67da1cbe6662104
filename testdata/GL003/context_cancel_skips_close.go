package main

import (
	"context"
	"fmt"
)

type batch struct {
	items chan int
}

func (b *batch) drain() {
	for it := range b.items { // want "GL003"
		fmt.Println("item", it)
	}
}

// The context is checked between sends; once it is cancelled the function
// returns before close(b.items).
func publish(ctx context.Context, n int) error {
	b := &batch{items: make(chan int)}
	go b.drain()
	for i := 0; i < n; i++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		b.items <- i
	}
	close(b.items)
	return nil
}

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := publish(ctx, 3); err != nil {
		fmt.Println("publish:", err)
	}
	println("done") // main goes on after the calls above
}
