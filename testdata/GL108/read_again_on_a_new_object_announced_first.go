package main

import (
	"sync"
	"time"
)

type List struct {
	mu    sync.RWMutex
	items []int
}

func NewList() *List { return &List{} }

// rlock returns with the read lock held.
func (l *List) rlock()   { l.mu.RLock() }
func (l *List) runlock() { l.mu.RUnlock() }

// size tells the writer the list is up, then read-locks it again.
func (l *List) size(up chan struct{}) int {
	up <- struct{}{}
	time.Sleep(50 * time.Millisecond)
	l.mu.RLock() // want "GL108"
	defer l.mu.RUnlock()
	return len(l.items)
}

type C struct {
	list *List
	up   chan struct{}
}

func (c *C) writer() {
	<-c.up
	l := c.list // ordered after the store by the channel
	l.mu.Lock() // want "GL108"
	l.items = append(l.items, 1)
	l.mu.Unlock()
}

func (c *C) reader() int {
	c.list = NewList()
	c.list.rlock()
	n := c.list.size(c.up) // second RLock: blocked behind the queued writer
	c.list.runlock()
	return n
}

func main() {
	c := &C{up: make(chan struct{})}
	go c.writer()
	go c.reader()
}
