package main

import (
	"fmt"
	"sync"
	"time"
)

// contend takes the gate's mutex and starts a goroutine (a method this time) that lets
// go of it a little later, then waits for workers that each need the mutex: the waiter
// does not keep it, so the workers get it in turn and are done.
type gate struct {
	mu sync.Mutex
	n  int
}

func (g *gate) openLater() {
	time.Sleep(2 * time.Millisecond)
	g.mu.Unlock()
}

func (g *gate) contend(n int) {
	var wg sync.WaitGroup
	g.mu.Lock()
	go g.openLater()
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			g.mu.Lock()
			g.n++
			g.mu.Unlock()
		}()
	}
	wg.Wait()
}

func main() {
	g := &gate{}
	g.contend(3)
	fmt.Println("done", g.n)
}
