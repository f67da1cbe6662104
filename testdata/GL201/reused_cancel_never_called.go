package main

import (
	"context"
	"fmt"
	"time"
)

type probe struct {
	target string
}

func (p probe) run(ctx context.Context) error {
	return ctx.Err()
}

// The cancel variable is reused for a second context, and nothing after the
// second call ever calls it.
func probeBoth(parent context.Context, a, b probe) error {
	ctx, cancel := context.WithTimeout(parent, time.Second)
	err := a.run(ctx)
	cancel()
	if err != nil {
		return err
	}
	ctx, cancel = context.WithTimeout(parent, time.Second) // want "GL201"
	return b.run(ctx)
}

func main() {
	fmt.Println(probeBoth(context.Background(), probe{"db"}, probe{"cache"}))
	println("done") // main goes on after the calls above
}
