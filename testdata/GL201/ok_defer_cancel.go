package main

import (
	"context"
	"fmt"
	"time"
)

type order struct {
	id    int
	total float64
}

func charge(ctx context.Context, o order) error {
	return ctx.Err()
}

// ok: `defer cancel()` right after the context is made covers every return.
func checkout(parent context.Context, o order) error {
	ctx, cancel := context.WithTimeout(parent, time.Second)
	defer cancel()
	if o.total <= 0 {
		return fmt.Errorf("order %d: nothing to charge", o.id)
	}
	return charge(ctx, o)
}

type refunder struct {
	grace time.Duration
}

// ok: the same in a method, with a deadline and a cause.
func (r *refunder) refund(parent context.Context, o order) error {
	ctx, cancel := context.WithDeadlineCause(parent, time.Now().Add(r.grace), fmt.Errorf("refund %d timed out", o.id))
	defer cancel()
	return charge(ctx, order{id: o.id, total: -o.total})
}

func main() {
	fmt.Println(checkout(context.Background(), order{id: 1, total: 9.5}))
	fmt.Println(checkout(context.Background(), order{id: 2}))
	fmt.Println((&refunder{grace: time.Second}).refund(context.Background(), order{id: 3, total: 4}))
}
