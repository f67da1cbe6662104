package main

import (
	"sync"
	"time"
)

type store struct {
	mu    sync.Mutex
	dirty bool
	saves int
}

func (s *store) Lock() {
	s.mu.Lock()
}

// Unlock saves what changed and lets go of the lock, through unlock, on the way out.
func (s *store) Unlock() {
	defer s.unlock()
	if !s.dirty {
		return
	}
	s.saves++
	s.dirty = false
}

func (s *store) unlock() {
	s.mu.Unlock()
}

type runner struct {
	mu    sync.Mutex
	store *store
	tasks int
}

// ok: both take runner.mu before store.mu. stop lets go of store.mu (Unlock calls unlock
// on its way out) before it takes runner.mu again, so no goroutine ever holds store.mu
// while it waits for runner.mu.
func (r *runner) work(done chan<- struct{}) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.store.Lock()
	r.store.dirty = true
	r.tasks++
	r.store.Unlock()
	done <- struct{}{}
}

func (r *runner) stop() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.store.Lock()
	pending := r.tasks
	r.store.Unlock()
	for i := 0; i < pending; i++ {
		r.mu.Unlock()
		time.Sleep(time.Millisecond)
		r.mu.Lock()
	}
}

func main() {
	r := &runner{store: &store{}}
	done := make(chan struct{}, 4)
	for i := 0; i < 4; i++ {
		go r.work(done)
	}
	r.stop()
	for i := 0; i < 4; i++ {
		<-done
	}
	println("done") // main goes on after the calls above
}
