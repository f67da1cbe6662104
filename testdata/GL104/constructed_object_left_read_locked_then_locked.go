package main

import (
	"os"
	"sync"
)

type List struct {
	mu    sync.RWMutex
	items []int
}

func NewList() *List { return &List{} }

func (l *List) first(strict bool) int {
	l.mu.RLock()
	if strict && len(l.items) == 0 {
		return -1 // leaves the read lock held
	}
	v := 0
	if len(l.items) > 0 {
		v = l.items[0]
	}
	l.mu.RUnlock()
	return v
}

func (l *List) add(v int) {
	l.mu.Lock() // want "GL104"
	l.items = append(l.items, v)
	l.mu.Unlock()
}

type C struct {
	list   *List
	strict bool
}

func (c *C) reset() {
	l := NewList()
	l.first(c.strict)
	l.add(1)
	c.list = l
}

func main() {
	c := &C{strict: len(os.Args) > 0}
	go c.reset()
}
