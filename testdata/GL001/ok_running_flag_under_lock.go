package main

import (
	"sync"
	"time"
)

// ok: every send to the loop holds mu and needs running set; Stop ends the loop holding mu
// and clears running in the same critical section; running is set only where the loop is
// started. While running is set the loop receives, so no send waits on a stopped loop.
type scheduler struct {
	mu      sync.Mutex
	running bool
	add     chan int
	stop    chan struct{}
	jobs    []int
}

func newScheduler() *scheduler {
	return &scheduler{add: make(chan int), stop: make(chan struct{})}
}

func (s *scheduler) Start() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.running {
		return
	}
	s.running = true
	go s.run()
}

func (s *scheduler) run() {
	for {
		select {
		case job := <-s.add:
			s.jobs = append(s.jobs, job)
		case <-s.stop:
			return
		}
	}
}

func (s *scheduler) Add(job int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.running {
		s.jobs = append(s.jobs, job)
	} else {
		s.add <- job
	}
}

func (s *scheduler) Stop() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.running {
		s.stop <- struct{}{}
		s.running = false
	}
}

func main() {
	s := newScheduler()
	s.Add(1)
	s.Start()
	s.Add(2)
	go s.Add(3)
	time.Sleep(time.Millisecond)
	s.Stop()
	s.Add(4)
	s.Stop()
}
