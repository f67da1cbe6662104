package main

import (
	"sync"
	"time"
)

type List struct {
	mu    sync.Mutex
	items []int
}

func NewList() *List { return &List{} }

// announce keeps its receiver (does not use it) but synchronizes with the worker.
func (l *List) announce(ready chan struct{}) {
	ready <- struct{}{}
	time.Sleep(50 * time.Millisecond)
}

type C struct {
	x     sync.Mutex
	list  *List
	ready chan struct{}
}

func (c *C) worker() {
	<-c.ready
	l := c.list // ordered after the store by the channel: no race
	l.mu.Lock()
	time.Sleep(100 * time.Millisecond)
	c.x.Lock() // want "GL107"
	l.items = append(l.items, 1)
	c.x.Unlock()
	l.mu.Unlock()
}

func (c *C) setup() {
	c.x.Lock()
	c.list = NewList()
	c.list.announce(c.ready)
	c.list.mu.Lock() // want "GL107"
	c.list.items = nil
	c.list.mu.Unlock()
	c.x.Unlock()
}

func main() {
	c := &C{ready: make(chan struct{})}
	go c.worker()
	go c.setup()
}
