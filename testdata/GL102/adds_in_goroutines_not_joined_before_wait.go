package main

import (
	"context"
	"fmt"
	"sync"
	"time"
)

// Like the stresser that waits for its run loop first, but createLeases does
// not wait for the workers it starts: one of them can add a watcher after
// Close's Wait on alive has returned.
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
	for i := 0; i < n; i++ {
		go func() {
			time.Sleep(time.Millisecond)
			s.alive.Add(1) // want "GL102"
			go s.keepAlive(i)
		}()
	}
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
