package main

import (
	"sync"
	"time"
)

type List struct {
	mu    sync.Mutex
	hover bool
}

func NewList() *List { return &List{} }

// setHover announces, then takes its own lock: the announcement orders the
// worker's read of c.list after the store.
func (l *List) setHover(v bool, ready chan struct{}) {
	ready <- struct{}{}
	time.Sleep(50 * time.Millisecond)
	l.mu.Lock() // want "GL107"
	l.hover = v
	l.mu.Unlock()
}

type C struct {
	x     sync.Mutex
	list  *List
	ready chan struct{}
}

func (c *C) worker() {
	<-c.ready
	l := c.list
	l.mu.Lock()
	time.Sleep(100 * time.Millisecond)
	c.x.Lock() // want "GL107"
	l.hover = false
	c.x.Unlock()
	l.mu.Unlock()
}

func (c *C) setup() {
	c.x.Lock()
	c.list = NewList()
	c.list.setHover(true, c.ready)
	c.x.Unlock()
}

func main() {
	c := &C{ready: make(chan struct{})}
	go c.worker()
	go c.setup()
}
