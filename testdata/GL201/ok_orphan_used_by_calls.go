// vet disagrees: the child of context.Background() is only handed to calls that use it while they run, and no goroutine is given it, so a skipped cancel leaves nothing waiting; vet reports every path that skips cancel
package main

import (
	"context"
	"errors"
	"fmt"
)

var errNoWatcher = errors.New("no watcher")

// open uses the context only while it runs.
func open(ctx context.Context, name string) (string, error) {
	if name == "" {
		return "", errNoWatcher
	}
	select {
	case <-ctx.Done():
		return "", ctx.Err()
	default:
		return "opened " + name, nil
	}
}

// openBoth leaves without cancelling when an open fails. The child of Background is
// registered nowhere and no goroutine holds it: nothing waits on its Done.
func openBoth(a, b string) error {
	ctx, cancel := context.WithCancel(context.Background())
	first, err := open(ctx, a)
	if err != nil {
		return err
	}
	second, err := open(ctx, b)
	if err != nil {
		return err
	}
	cancel()
	fmt.Println(first, second)
	return nil
}

func main() {
	fmt.Println(openBoth("a", ""))
}
