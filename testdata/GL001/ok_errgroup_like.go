package main

import (
	"fmt"
	"sync"
)

type task struct {
	name  string
	fails bool
}

func (t task) run() error {
	if t.fails {
		return fmt.Errorf("task %s failed", t.name)
	}
	return nil
}

// ok: like errgroup, every task's error has a buffer slot, so returning the
// first error strands nobody.
func runAll(tasks []task) error {
	var wg sync.WaitGroup
	errc := make(chan error, len(tasks))
	for _, t := range tasks {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errc <- t.run()
		}()
	}
	wg.Wait()
	for range tasks {
		if err := <-errc; err != nil {
			return err
		}
	}
	return nil
}

func main() {
	_ = runAll([]task{{name: "migrate", fails: true}, {name: "seed"}, {name: "index", fails: true}})
}
