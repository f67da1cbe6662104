package main

import (
	"sync"
	"time"
)

// pool hands out workers; a caller waits for one on a Cond made on stateMu while it
// still holds configMu, and the only goroutine that frees a worker takes configMu first.
type pool struct {
	configMu sync.Mutex
	stateMu  sync.Mutex
	freed    *sync.Cond
	idle     int
}

func newPool() *pool {
	p := &pool{}
	p.freed = sync.NewCond(&p.stateMu)
	return p
}

func (p *pool) Acquire() {
	p.configMu.Lock()
	defer p.configMu.Unlock()
	p.stateMu.Lock()
	for p.idle == 0 {
		p.freed.Wait() // want "GL106"
	}
	p.idle--
	p.stateMu.Unlock()
}

func (p *pool) Release() {
	p.configMu.Lock() // want "GL106"
	defer p.configMu.Unlock()
	p.stateMu.Lock()
	p.idle++
	p.freed.Signal()
	p.stateMu.Unlock()
}

func main() {
	p := newPool()
	go p.Acquire()
	time.Sleep(10 * time.Millisecond)
	go p.Release()
	time.Sleep(50 * time.Millisecond)
}
