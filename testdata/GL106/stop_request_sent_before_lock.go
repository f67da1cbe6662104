package main

import (
	"fmt"
	"sync"
	"time"
)

// Stop sends its request before it takes the lock: the worker can take the lock first and
// answer with it held while Stop, which has not reached its Lock yet, waits there.
type worker struct {
	mu      sync.Mutex
	running bool
	stop    chan struct{}
	stopped chan struct{}
}

func newWorker() *worker {
	return &worker{running: true, stop: make(chan struct{}, 1), stopped: make(chan struct{})}
}

func (w *worker) run() {
	<-w.stop
	w.mu.Lock()
	w.running = false
	w.stopped <- struct{}{} // want "GL106"
	w.mu.Unlock()
}

func (w *worker) Stop() {
	w.stop <- struct{}{}
	time.Sleep(10 * time.Millisecond) // flush what is pending
	w.mu.Lock()                       // want "GL106"
	w.running = false
	w.mu.Unlock()
	<-w.stopped
}

func main() {
	w := newWorker()
	go w.run()
	go w.Stop()
	time.Sleep(50 * time.Millisecond)
	fmt.Println("stopping")
}
