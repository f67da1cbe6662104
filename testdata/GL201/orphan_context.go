// vet disagrees: a child of context.Background() that never leaves the function registers with nothing, so a lost cancel loses nothing; vet reports it anyway
package main

import (
	"context"
	"fmt"
)

// localOnly asks the child only for its error: nothing can watch its Done, and its parent
// never ends, so not cancelling it costs nothing.
func localOnly(fail bool) error {
	ctx, cancel := context.WithCancel(context.Background())
	if fail {
		return ctx.Err()
	}
	cancel()
	return nil
}

func watch(ctx context.Context) { <-ctx.Done() }

// watched hands the child to a goroutine that waits on its Done: with the cancel skipped,
// and a parent that is never cancelled, that goroutine waits forever.
func watched(fail bool) error {
	ctx, cancel := context.WithCancel(context.Background()) // want "GL201:never ends"
	go watch(ctx)
	if fail {
		return nil
	}
	cancel()
	return nil
}

func main() {
	fmt.Println(localOnly(true), watched(true))
	println("done") // main goes on after the calls above
}
