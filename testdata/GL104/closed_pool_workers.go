package main

import (
	"fmt"
	"sync"
)

type connPool struct {
	mu     sync.Mutex
	closed bool
	idle   []string
}

// Every worker finds the pool closed and returns with the lock held: the
// first keeps it, the others block on the same Lock forever.
func drainPool(p *connPool, workers int) {
	for i := range workers {
		go func() {
			p.mu.Lock() // want "GL104"
			if p.closed {
				return
			}
			if len(p.idle) > 0 {
				fmt.Println("worker", i, "closing", p.idle[0])
				p.idle = p.idle[1:]
			}
			p.mu.Unlock()
		}()
	}
}

func main() {
	drainPool(&connPool{closed: true, idle: []string{"c1", "c2"}}, 3)
}
