package main

import (
	"fmt"
	"sync/atomic"
	"time"
)

type pool struct {
	idle atomic.Int64
}

// count reads an atomic; ready only calls count: two calls deep, the loop below
// still does nothing but poll.
func (p *pool) count() int64 { return p.idle.Load() }

func (p *pool) ready() bool { return p.count() > 0 }

func (p *pool) waitIdle() {
	for !p.ready() { // want "GL401"
	}
}

func main() {
	p := &pool{}
	go func() {
		time.Sleep(time.Millisecond)
		p.idle.Add(1)
	}()
	p.waitIdle()
	fmt.Println("idle worker")
}
