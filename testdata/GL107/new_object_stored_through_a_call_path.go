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

type Pane struct{ list *List }

type C struct {
	x     sync.Mutex
	panes [2]*Pane
	turn  int
}

// pane hands out the panes in turn: two calls give two different panes.
func (c *C) pane() *Pane {
	p := c.panes[c.turn%2]
	c.turn++
	return p
}

func (c *C) worker() {
	l := c.panes[1].list
	l.mu.Lock()
	time.Sleep(100 * time.Millisecond)
	c.x.Lock() // want "GL107"
	l.hover = false
	c.x.Unlock()
	l.mu.Unlock()
}

func (c *C) setup() {
	c.x.Lock()
	c.pane().list = NewList()  // pane 0
	c.pane().list.mu.Lock()    // want "GL107"
	c.pane().list.hover = true // pane 0
	c.panes[1].list.mu.Unlock()
	c.x.Unlock()
}

func main() {
	c := &C{panes: [2]*Pane{{list: NewList()}, {list: NewList()}}}
	go c.worker()
	time.Sleep(20 * time.Millisecond)
	go c.setup()
}
