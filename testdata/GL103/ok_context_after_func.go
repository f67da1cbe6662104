package main

import (
	"context"
	"fmt"
	"sync"
	"time"
)

// ok: the broadcast is handed to context.AfterFunc, which wakes the waiter
// when the context is done (the pattern from the context package docs).
func waitOnCond(ctx context.Context, cond *sync.Cond, ready func() bool) error {
	stop := context.AfterFunc(ctx, func() {
		cond.L.Lock()
		defer cond.L.Unlock()
		cond.Broadcast()
	})
	defer stop()
	for !ready() {
		cond.Wait()
		if ctx.Err() != nil {
			return ctx.Err()
		}
	}
	return nil
}

func awaitReplica() {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Millisecond)
	defer cancel()
	var mu sync.Mutex
	cond := sync.NewCond(&mu)
	done := make(chan error)
	go func() {
		mu.Lock()
		defer mu.Unlock()
		done <- waitOnCond(ctx, cond, func() bool { return false })
	}()
	fmt.Println("replica wait:", <-done)
}

func main() {
	awaitReplica()
}
