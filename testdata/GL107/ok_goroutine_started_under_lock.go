package main

import (
	"sync"
	"time"
)

type supervisor struct {
	mu      sync.Mutex
	workers map[int]*worker
}

type worker struct {
	mu    sync.Mutex
	id    int
	state string
	sup   *supervisor
}

// spawn starts the worker while it holds the supervisor: the worker runs on its own
// goroutine, so supervisor.mu is not held by the one that locks the worker.
func (s *supervisor) spawn(id int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	w := &worker{id: id, sup: s}
	s.workers[id] = w
	go w.run() // ok: not a call made under the lock
	time.Sleep(20 * time.Millisecond)
}

// run locks the worker, then reports to the supervisor once spawn has let it go.
func (w *worker) run() {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.state = "running"
	w.sup.mu.Lock()
	w.sup.workers[w.id] = w
	w.sup.mu.Unlock()
}

func main() {
	s := &supervisor{workers: map[int]*worker{}}
	go s.spawn(1)
	time.Sleep(100 * time.Millisecond)
}
