package main

import (
	"context"
	"fmt"
	"sync"
	"time"
)

type shutdownHooks struct {
	mu    sync.Mutex
	hooks []func()
}

func (h *shutdownHooks) register(f func()) {
	h.mu.Lock()
	h.hooks = append(h.hooks, f)
	h.mu.Unlock()
}

func (h *shutdownHooks) run() {
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, f := range h.hooks {
		f()
	}
}

// ok: the cancel function is handed to the shutdown hooks, which call it.
func startIndexer(parent context.Context, hooks *shutdownHooks) context.Context {
	ctx, cancel := context.WithCancel(parent)
	hooks.register(cancel)
	return ctx
}

// ok: the watchdog gets the cancel function and calls it when time is up.
func watchdog(ctx context.Context, cancel context.CancelFunc, limit time.Duration, done chan<- struct{}) {
	defer close(done)
	defer cancel()
	select {
	case <-ctx.Done():
	case <-time.After(limit):
	}
}

func guarded(parent context.Context) {
	ctx, cancel := context.WithCancel(parent)
	done := make(chan struct{})
	go watchdog(ctx, cancel, time.Millisecond, done)
	<-done
	fmt.Println("guarded:", ctx.Err())
}

func main() {
	var hooks shutdownHooks
	ctx := startIndexer(context.Background(), &hooks)
	hooks.run()
	fmt.Println("indexer:", ctx.Err())
	guarded(context.Background())
}
