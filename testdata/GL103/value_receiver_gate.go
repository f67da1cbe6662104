package main

import (
	"fmt"
	"sync"
)

type gate struct {
	mu   *sync.Mutex
	cond *sync.Cond
	open *bool
}

// pass waits on the gate through a value receiver holding a *sync.Cond.
func (g gate) pass(name string) {
	g.mu.Lock()
	for !*g.open {
		g.cond.Wait() // want "GL103"
	}
	g.mu.Unlock()
	fmt.Println(name, "passed the gate")
}

// openIf returns before the Broadcast when the maintenance window is still
// active.
func (g gate) openIf(maintenance bool) {
	if maintenance {
		fmt.Println("maintenance: gate stays closed")
		return
	}
	g.mu.Lock()
	*g.open = true
	g.mu.Unlock()
	g.cond.Broadcast()
}

func admit(visitors []string, maintenance bool) {
	var mu sync.Mutex
	open := false
	g := gate{mu: &mu, cond: sync.NewCond(&mu), open: &open}
	for _, v := range visitors {
		go g.pass(v)
	}
	g.openIf(maintenance)
}

func main() {
	admit([]string{"alice", "bob"}, true)
}
