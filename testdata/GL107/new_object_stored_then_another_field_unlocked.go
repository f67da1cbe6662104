package main

import (
	"sync"
	"time"
)

type Hub struct {
	sync.Mutex
	n int
}

type List struct {
	mu     sync.Mutex
	hub    *Hub
	parent *List
	n      int
	hover  bool
}

// spin is busy for a while: it only sets its own field.
func (l *List) spin() {
	for i := 0; i < 100000000; i++ {
		l.n++
	}
}

type C struct {
	x         sync.Mutex
	listeners sync.Mutex
	hub       *Hub
	root      *List
	list      *List
}

// worker: List.mu, then C.x.
func (c *C) worker() {
	c.listeners.Lock()
	l := c.list // ordered after the store by setup's Unlock
	c.listeners.Unlock()
	l.mu.Lock()
	time.Sleep(100 * time.Millisecond)
	c.x.Lock() // want "GL107"
	l.hover = false
	c.x.Unlock()
	l.mu.Unlock()
}

// setup: C.x, then List.mu.
func (c *C) setup() {
	c.x.Lock()
	c.list = &List{}
	c.listeners.Unlock()
	c.list.spin()
	c.list.mu.Lock() // want "GL107"
	c.list.hover = true
	c.list.mu.Unlock()
	c.x.Unlock()
}

func main() {
	c := &C{hub: &Hub{}, root: &List{}}
	c.listeners.Lock()
	go c.worker()
	time.Sleep(10 * time.Millisecond)
	go c.setup()
}
