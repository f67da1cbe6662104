// vet disagrees: the child of context.Background() is only asked for its deadline and error by the functions it is handed to, so nothing can wait on its Done; vet reports every path that skips cancel
package main

import (
	"context"
	"fmt"
	"time"
)

// writeTimeout only asks the context for its deadline.
func writeTimeout(ctx context.Context) time.Duration {
	if deadline, ok := ctx.Deadline(); ok {
		return time.Until(deadline)
	}
	return time.Second
}

// check hands the context on to a function that only reads it, and asks for its error.
func check(ctx context.Context) error {
	_ = writeTimeout(ctx)
	return ctx.Err()
}

// configure skips the cancel on its error path, after handing the child only to functions
// that read it: the child is registered nowhere and watched by nothing, so nothing is lost.
func configure(fail bool) error {
	ctx, cancel := context.WithCancel(context.Background())
	fmt.Println(writeTimeout(ctx))
	if err := check(ctx); err != nil || fail {
		return err
	}
	cancel()
	return nil
}

func main() {
	fmt.Println(configure(true))
}
