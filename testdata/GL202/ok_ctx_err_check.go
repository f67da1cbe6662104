package main

import (
	"context"
	"sync"
	"time"
)

type spooler struct {
	mu      sync.Mutex
	printed int
}

func (s *spooler) printNext() {
	s.mu.Lock()
	s.printed++
	s.mu.Unlock()
}

// ok: the sleep loop checks ctx.Err() and returns once cancelled.
func runSpooler(ctx context.Context, s *spooler, wg *sync.WaitGroup) {
	go func() {
		defer wg.Done()
		for {
			if ctx.Err() != nil {
				return
			}
			s.printNext()
			time.Sleep(time.Millisecond)
		}
	}()
}

func main() {
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	wg.Add(1)
	runSpooler(ctx, &spooler{}, &wg)
	time.Sleep(2 * time.Millisecond)
	cancel()
	wg.Wait()
}
