package main

import (
	"context"
	"fmt"
	"time"
)

type requestScope struct {
	ctx    context.Context
	cancel context.CancelFunc
}

// ok: the cancel function is returned; the caller owns it.
func withRequestTimeout(parent context.Context, d time.Duration) (context.Context, context.CancelFunc) {
	ctx, cancel := context.WithTimeout(parent, d)
	return ctx, cancel
}

// ok: returned inside a struct value.
func newScope(parent context.Context) requestScope {
	ctx, cancel := context.WithCancel(parent)
	return requestScope{ctx: ctx, cancel: cancel}
}

func main() {
	ctx, cancel := withRequestTimeout(context.Background(), time.Second)
	fmt.Println(ctx.Err())
	cancel()

	s := newScope(context.Background())
	s.cancel()
	fmt.Println(s.ctx.Err())
}
