package main

import (
	"sync"
	"time"
)

// Stop ends the loop holding mu but leaves running set: an Add after it still sees the
// flag and sends to a loop that has returned, and waits forever.
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
		s.add <- job // want "GL001"
	}
}

func (s *scheduler) Stop() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.running {
		s.stop <- struct{}{}
	}
}

func main() {
	s := newScheduler()
	s.Add(1)
	s.Start()
	s.Add(2)
	s.Add(3)
	s.Stop()
	go s.Add(4)
	time.Sleep(time.Millisecond)
}
