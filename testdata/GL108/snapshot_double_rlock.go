package main

import (
	"fmt"
	"sync"
	"time"
)

type gauge struct {
	mu      sync.RWMutex
	samples []float64
	labels  map[string]string
}

// snapshot read-locks the gauge for the samples, and again for the labels, without
// releasing the first read lock.
func (g *gauge) snapshot() (int, int) {
	g.mu.RLock()
	defer g.mu.RUnlock()
	n := len(g.samples)
	time.Sleep(30 * time.Millisecond)
	g.mu.RLock() // want "GL108"
	defer g.mu.RUnlock()
	return n, len(g.labels)
}

func (g *gauge) observe(v float64) {
	time.Sleep(10 * time.Millisecond)
	g.mu.Lock() // want "GL108"
	g.samples = append(g.samples, v)
	g.mu.Unlock()
}

func main() {
	g := &gauge{labels: map[string]string{"host": "db-1"}}
	go func() {
		samples, labels := g.snapshot()
		fmt.Println(samples, labels)
	}()
	go g.observe(0.75)
	time.Sleep(100 * time.Millisecond)
}
