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

var ready = make(chan struct{})

// open waits for the worker, then takes its own lock.
func (l *List) open() {
	for range ready {
		break
	}
	for i := 0; i < 100000000; i++ {
		l.n++
	}
	l.mu.Lock() // want "GL107"
	l.hover = true
	l.mu.Unlock()
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
	ready <- struct{}{}
	l := c.list
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
	c.list.open()
	c.x.Unlock()
}

func main() {
	c := &C{hub: &Hub{}, root: &List{}}

	go c.worker()
	time.Sleep(10 * time.Millisecond)
	go c.setup()
}
