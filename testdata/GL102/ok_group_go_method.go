package main

import (
	"errors"
	"fmt"
	"sync"
)

type group struct {
	wg   sync.WaitGroup
	mu   sync.Mutex
	errs []error
}

// ok: Go adds to the WaitGroup before the go statement, errgroup style.
func (g *group) Go(f func() error) {
	g.wg.Add(1)
	go func() {
		defer g.wg.Done()
		if err := f(); err != nil {
			g.mu.Lock()
			g.errs = append(g.errs, err)
			g.mu.Unlock()
		}
	}()
}

func (g *group) Wait() error {
	g.wg.Wait()
	return errors.Join(g.errs...)
}

func main() {
	var g group
	g.Go(func() error { return nil })
	g.Go(func() error { return errors.New("quota exceeded") })
	fmt.Println("result:", g.Wait())
}
