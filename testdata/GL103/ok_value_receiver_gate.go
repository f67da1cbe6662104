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

func (g gate) pass(name string, wg *sync.WaitGroup) {
	defer wg.Done()
	g.mu.Lock()
	for !*g.open {
		g.cond.Wait()
	}
	g.mu.Unlock()
	fmt.Println(name, "passed the gate")
}

// ok: openGate always broadcasts; during maintenance it just opens later.
func (g gate) openGate(maintenance bool) {
	if maintenance {
		fmt.Println("maintenance finished")
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
	var wg sync.WaitGroup
	for _, v := range visitors {
		wg.Add(1)
		go g.pass(v, &wg)
	}
	g.openGate(maintenance)
	wg.Wait()
}

func main() {
	admit([]string{"alice", "bob"}, true)
}
