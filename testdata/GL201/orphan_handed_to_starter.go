// vet disagrees: vet reports the missing cancel on the error path too, but not why it matters: serveBackground always starts a goroutine on the child context, and nothing else can ever cancel a child of context.Background()
package main

import (
	"context"
	"errors"
	"fmt"
)

type supervisor struct{ stopped chan struct{} }

// serveBackground starts the supervisor on ctx, on every path through it.
func (s *supervisor) serveBackground(ctx context.Context) {
	go func() {
		<-ctx.Done()
		close(s.stopped)
	}()
}

var errRemove = errors.New("remove failed")

// removeAndWait hands the child to the supervisor's goroutine, then leaves early on an
// error without cancelling it: the goroutine waits on Done forever.
func removeAndWait(fail bool) error {
	ctx, cancel := context.WithCancel(context.Background()) // want "GL201:never ends"
	s := &supervisor{stopped: make(chan struct{})}
	s.serveBackground(ctx)
	if fail {
		return errRemove
	}
	cancel()
	<-s.stopped
	return nil
}

// watch starts its watcher only once its setup worked; it fails before that.
func watch(ctx context.Context, path string) error {
	if path == "" {
		return errors.New("no path")
	}
	go func() {
		<-ctx.Done()
	}()
	return nil
}

// watchDir skips the cancel only when watch failed, and watch fails before it starts
// anything: nothing waits on the child then.
func watchDir(path string) error {
	ctx, cancel := context.WithCancel(context.Background())
	if err := watch(ctx, path); err != nil {
		return err
	}
	cancel()
	return nil
}

func main() {
	fmt.Println(removeAndWait(true), watchDir(""))
	println("done") // main goes on after the calls above
}
