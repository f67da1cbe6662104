// vet disagrees: vet counts the second assignment as a use of the first cancel function

package main

import (
	"context"
	"fmt"
	"time"
)

type quota struct {
	remaining int
}

func (q *quota) reserve(ctx context.Context) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	q.remaining--
	return nil
}

// The first derived context is replaced by a tighter one before its cancel
// function is called: only the second is ever cancelled, and the first stays
// registered with the parent.
func reserveTwice(parent context.Context, q *quota) error {
	ctx, cancel := context.WithCancel(parent) // want "GL201"
	if err := q.reserve(ctx); err != nil {
		cancel()
		return err
	}
	ctx, cancel = context.WithTimeout(ctx, 50*time.Millisecond)
	defer cancel()
	return q.reserve(ctx)
}

func main() {
	q := &quota{remaining: 2}
	fmt.Println(reserveTwice(context.Background(), q), q.remaining)
	println("done") // main goes on after the calls above
}
