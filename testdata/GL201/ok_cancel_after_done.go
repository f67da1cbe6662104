// vet disagrees: a context whose Done the function received from is already cancelled, so the path that skips cancel loses nothing; vet does not know that
package main

import (
	"context"
	"fmt"
	"time"
)

func work(ctx context.Context) {
	<-ctx.Done()
}

// waitOrTimeout returns on the path where the context is done without calling cancel:
// the context is cancelled already, so nothing stays registered.
func waitOrTimeout(parent context.Context, d time.Duration) error {
	ctx, cancel := context.WithCancel(parent)
	go work(ctx)
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-time.After(d):
	}
	cancel()
	return nil
}

func main() {
	parent, stop := context.WithCancel(context.Background())
	stop()
	fmt.Println(waitOrTimeout(parent, time.Millisecond))
	fmt.Println(waitOrTimeout(context.Background(), time.Millisecond))
}
