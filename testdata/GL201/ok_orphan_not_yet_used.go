// vet disagrees: a child of context.Background() is registered nowhere, so a cancel skipped on a path where nothing has been given the child yet loses nothing; vet reports every path
package main

import (
	"context"
	"errors"
	"fmt"
	"time"
)

func watch(ctx context.Context, done chan<- string) {
	<-ctx.Done()
	done <- "stopped"
}

// serve leaves early before the child context is handed to anything: nothing can be
// waiting on its Done there, and every later path cancels it.
func serve(paths []string) error {
	ctx, cancel := context.WithCancel(context.Background())
	if len(paths) == 0 {
		return errors.New("nothing to watch")
	}
	done := make(chan string, 1)
	go watch(ctx, done)
	cancel()
	fmt.Println(<-done)
	return nil
}

// waitFor replaces the first child before anything uses it; the child that is used is
// cancelled on the way out.
func waitFor(timeout time.Duration) error {
	ctx, cancel := context.WithCancel(context.Background())
	if timeout > 0 {
		ctx, cancel = context.WithTimeout(context.Background(), timeout)
	}
	defer cancel()
	<-ctx.Done()
	return ctx.Err()
}

func main() {
	fmt.Println(serve(nil), serve([]string{"a"}), waitFor(time.Millisecond))
}
