package main

import (
	"fmt"
	"sync"
	"time"
)

// The spinner's goroutine answers a stop request on stopped with the lock held, and Stop,
// the only receiver of stopped, locks that mutex too, but before: it sends the request with
// the lock held and lets go of it before it waits. The goroutine reaches its answer only
// after it has received a request, so the Stop that sent it is past its Lock by then.
type spinner struct {
	mu      sync.Mutex
	running bool
	frames  int
	stop    chan struct{}
	stopped chan struct{}
}

func newSpinner() *spinner {
	return &spinner{stop: make(chan struct{}, 1), stopped: make(chan struct{})}
}

func (s *spinner) Start() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.running {
		return
	}
	s.running = true
	go func() {
		tick := time.NewTicker(time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-s.stop:
				func() {
					s.mu.Lock()
					defer s.mu.Unlock()
					s.running = false
					s.stopped <- struct{}{}
				}()
				return
			case <-tick.C:
				s.mu.Lock()
				s.frames++
				s.mu.Unlock()
			}
		}
	}()
}

func (s *spinner) Stop() {
	s.mu.Lock()
	if !s.running {
		s.mu.Unlock()
		return
	}
	s.stop <- struct{}{}
	s.mu.Unlock()
	<-s.stopped
}

func main() {
	s := newSpinner()
	for i := 0; i < 3; i++ {
		s.Start()
		time.Sleep(5 * time.Millisecond)
		s.Stop()
	}
	fmt.Println("spun", s.frames > 0)
}
