// vet disagrees: the cancel is called through a closure that was made before the assignment

package main

import (
	"context"
	"fmt"
	"time"
)

func probe(ctx context.Context, target string) error {
	return ctx.Err()
}

// ok: `stop` captures the cancel variable itself and is deferred right after
// the assignment, so the current cancel function runs on every path. vet
// only looks for the name after the assignment and reports it.
func probeOnce(parent context.Context, target string) error {
	var cancel context.CancelFunc
	stop := func() { cancel() }
	var ctx context.Context
	ctx, cancel = context.WithTimeout(parent, time.Second)
	defer stop()
	return probe(ctx, target)
}

func main() {
	fmt.Println(probeOnce(context.Background(), "db"))
}
