package main

import (
	"context"
	"errors"
	"time"
)

type gate struct{ open chan struct{} }

// Wait fails when its context ends.
func (g *gate) Wait(ctx context.Context) error {
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-g.open:
		return nil
	}
}

// Check fails when its context ends, and when the gate was never made.
func (g *gate) Check(ctx context.Context) error {
	if g.open == nil {
		return errors.New("no gate")
	}
	return g.Wait(ctx)
}

// run hands Wait a context that ends after a millisecond: Wait can fail, and run then
// leaves without taking the goroutine's value.
func run(g *gate) error {
	results := make(chan int)
	go func() {
		results <- 1 // want "GL001"
	}()
	ctx, cancel := context.WithTimeout(context.Background(), time.Millisecond)
	defer cancel()
	if err := g.Wait(ctx); err != nil {
		return err
	}
	<-results
	return nil
}

// check hands a context that never ends to a callee that can fail for another reason.
func check(g *gate) error {
	results := make(chan int)
	go func() {
		results <- 1 // want "GL001"
	}()
	if err := g.Check(context.Background()); err != nil {
		return err
	}
	<-results
	return nil
}

func main() {
	_ = run(&gate{open: make(chan struct{})})
	_ = check(&gate{})
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
