package main

import (
	"sync"
	"time"
)

type gate struct {
	opened *sync.Cond
}

// await waits without checking whether the gate is open already: a signal sent before it
// waits is lost, and nothing signals again.
func (g *gate) await() {
	g.opened.L.Lock()
	defer g.opened.L.Unlock()
	g.opened.Wait() // want "GL103"
}

// open signals without the lock and records nothing the waiter could check.
func (g *gate) open() {
	g.opened.Signal()
}

func main() {
	g := &gate{sync.NewCond(&sync.Mutex{})}
	for i := 0; i < 3; i++ {
		g.open()
	}
	go g.await()
	time.Sleep(50 * time.Millisecond)
}
