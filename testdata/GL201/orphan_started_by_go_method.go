package main

import (
	"context"
	"errors"
	"fmt"
)

// group runs functions in goroutines, like errgroup.Group.
type group struct{ errs chan error }

func (g *group) Go(f func() error) {
	go func() { g.errs <- f() }()
}

var errBadConfig = errors.New("bad config")

// serve starts a watcher on the child context, then returns early on a bad config
// without cancelling it: the watcher waits on Done forever.
func serve(config string) error {
	ctx, cancel := context.WithCancel(context.Background()) // want "GL201:never ends"
	g := &group{errs: make(chan error, 1)}
	g.Go(func() error {
		<-ctx.Done()
		return ctx.Err()
	})
	if config == "" {
		return errBadConfig
	}
	cancel()
	return <-g.errs
}

func main() {
	fmt.Println(serve(""))
	println("done") // main goes on after the calls above
}
