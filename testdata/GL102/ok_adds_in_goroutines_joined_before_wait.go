package main

import (
	"context"
	"fmt"
	"sync"
	"time"
)

// A stresser keeps one watcher alive per lease. The watchers are counted on
// alive, and each is added by the worker that created its lease. Those workers
// are waited for by the helper that starts them, the helper runs only inside
// the run loop, and Close waits for the run loop before it waits on alive: by
// then every Add on alive has happened.
type stresser struct {
	cancel context.CancelFunc
	ctx    context.Context
	runWg  sync.WaitGroup
	alive  sync.WaitGroup
}

func (s *stresser) Start() {
	s.ctx, s.cancel = context.WithCancel(context.Background())
	s.runWg.Add(1)
	go s.run()
}

func (s *stresser) run() {
	defer s.runWg.Done()
	for s.ctx.Err() == nil {
		s.createLeases(3)
		time.Sleep(time.Millisecond)
	}
}

func (s *stresser) createLeases(n int) {
	var wg sync.WaitGroup
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s.alive.Add(1)
			go s.keepAlive(i)
		}()
	}
	wg.Wait()
}

func (s *stresser) keepAlive(lease int) {
	defer s.alive.Done()
	<-s.ctx.Done()
	fmt.Println("lease", lease, "released")
}

func (s *stresser) Close() {
	s.cancel()
	s.runWg.Wait()
	s.alive.Wait()
}

func main() {
	s := &stresser{}
	s.Start()
	time.Sleep(5 * time.Millisecond)
	s.Close()
}
