package main

import (
	"sync"
	"time"
)

// pool hands out workers; a caller waits for one while it holds configMu, but the
// goroutine that frees a worker takes only stateMu, the Cond's own lock, which the
// Wait lets go of.
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
		p.freed.Wait()
	}
	p.idle--
	p.stateMu.Unlock()
}

func (p *pool) Release() {
	p.stateMu.Lock()
	p.idle++
	p.freed.Signal()
	p.stateMu.Unlock()
}

func main() {
	p := newPool()
	done := make(chan struct{})
	go func() {
		p.Acquire()
		close(done)
	}()
	time.Sleep(10 * time.Millisecond)
	go p.Release()
	<-done
}
