package main

import (
	"fmt"
	"sync"
	"time"
)

type gate struct {
	mu   sync.Mutex
	cond *sync.Cond
	open bool
}

func newGate() *gate {
	g := &gate{}
	g.cond = sync.NewCond(&g.mu)
	return g
}

// ok: the condition loop waits on a sync.Cond; it does not spin.
func (g *gate) pass() {
	g.mu.Lock()
	for !g.open {
		g.cond.Wait()
	}
	g.mu.Unlock()
}

func (g *gate) unlock() {
	g.mu.Lock()
	g.open = true
	g.mu.Unlock()
	g.cond.Broadcast()
}

func main() {
	g := newGate()
	go func() {
		time.Sleep(time.Millisecond)
		g.unlock()
	}()
	g.pass()
	fmt.Println("passed")
}
