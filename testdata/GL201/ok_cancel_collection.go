package main

import (
	"context"
	"fmt"
	"time"
)

// ok: the cancel functions are collected in a slice and all called later.
func fanOut(parent context.Context, shards []string) {
	var cancels []context.CancelFunc
	defer func() {
		for _, c := range cancels {
			c()
		}
	}()
	for _, s := range shards {
		ctx, cancel := context.WithTimeout(parent, time.Second)
		cancels = append(cancels, cancel)
		fmt.Println("query", s, ctx.Err())
	}
}

type registry struct {
	stops map[string]context.CancelFunc
}

// ok: stored in a map owned by the registry, which stops them all.
func (r *registry) start(parent context.Context, name string) context.Context {
	ctx, cancel := context.WithCancel(parent)
	r.stops[name] = cancel
	return ctx
}

func (r *registry) stopAll() {
	for name, stop := range r.stops {
		stop()
		delete(r.stops, name)
	}
}

func main() {
	fanOut(context.Background(), []string{"eu", "us"})
	r := &registry{stops: map[string]context.CancelFunc{}}
	ctx := r.start(context.Background(), "billing")
	r.stopAll()
	fmt.Println(ctx.Err())
}
