package main

import (
	"sync"
	"sync/atomic"
	"time"
)

type gate struct {
	cond   *sync.Cond
	isOpen atomic.Bool
}

// await checks the state before it waits: an open that came earlier is seen, and the
// signal it sent is not needed.
func (g *gate) await() {
	g.cond.L.Lock()
	defer g.cond.L.Unlock()
	for !g.isOpen.Load() {
		g.cond.Wait() // ok: the loop checks the state first
	}
}

func (g *gate) open() {
	g.isOpen.Store(true)
	g.cond.Broadcast()
}

func main() {
	g := &gate{cond: sync.NewCond(&sync.Mutex{})}
	g.open()
	go g.await()
	time.Sleep(20 * time.Millisecond)
}
