// vet disagrees: the discarded cancel belongs to a context each round waits out (<-roundCtx.Done()), so it has ended and let go of its parent and timer before the next round; vet reports every discarded cancel
package main

import (
	"context"
	"fmt"
	"time"
)

func work(ctx context.Context, round int) {
	select {
	case <-ctx.Done():
	default:
		fmt.Println("round", round)
	}
}

// tick runs one round per interval: each round's context is waited out before the next
// one is made, so the cancel it drops has nothing left to release.
func tick(ctx context.Context, interval time.Duration, rounds int) {
	for i := 0; i < rounds && ctx.Err() == nil; i++ {
		roundCtx, _ := context.WithTimeout(ctx, interval)
		work(roundCtx, i)
		<-roundCtx.Done()
	}
}

func main() {
	tick(context.Background(), 5*time.Millisecond, 3)
}
