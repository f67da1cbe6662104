package main

import (
	"context"
	"errors"
	"sync"
	"time"
)

type gate struct{ open chan struct{} }

// Wait fails only when its context ends.
func (g *gate) Wait(ctx context.Context) error {
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-g.open:
		return nil
	}
}

type pool struct {
	mu   sync.Mutex
	free int
}

// Acquire fails only when its context ends too, through the Done channel kept in a local.
func (p *pool) Acquire(ctx context.Context) error {
	var done <-chan struct{}
	if ctx != nil {
		done = ctx.Done()
	}
	for {
		select {
		case <-done:
			return ctx.Err()
		default:
		}
		p.mu.Lock()
		if p.free > 0 {
			p.free--
			p.mu.Unlock()
			return nil
		}
		p.mu.Unlock()
		time.Sleep(time.Millisecond)
	}
}

// run hands both a context that never ends: neither can fail, so run always gets to the
// receive, and the goroutine's value is taken.
func run(g *gate, p *pool) error {
	results := make(chan int)
	go func() {
		results <- 1 // ok: both early returns need a failure that cannot happen
	}()
	if err := g.Wait(context.Background()); err != nil {
		return err
	}
	if err := p.Acquire(context.TODO()); err != nil {
		return errors.New("no slot")
	}
	if <-results != 1 {
		return errors.New("unexpected")
	}
	return nil
}

func main() {
	g := &gate{open: make(chan struct{})}
	close(g.open)
	_ = run(g, &pool{free: 1})
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
