package main

import (
	"sync"
	"time"
)

type Conn struct {
	mu  sync.Mutex
	hub *Hub
	n   int
}

type Hub struct {
	mu    sync.Mutex
	conns []*Conn
}

// newConn returns a new literal, but registers it with the hub on the way out.
func (h *Hub) newConn() (c *Conn) {
	defer func() {
		h.mu.Lock()
		h.conns = append(h.conns, c)
		h.mu.Unlock()
	}()
	return &Conn{hub: h}
}

// watch: Conn.mu then Hub.mu.
func (h *Hub) watch() {
	var c *Conn
	for c == nil {
		h.mu.Lock()
		if len(h.conns) > 0 {
			c = h.conns[0]
		}
		h.mu.Unlock()
		time.Sleep(time.Millisecond)
	}
	c.mu.Lock()
	time.Sleep(100 * time.Millisecond)
	h.mu.Lock() // want "GL107"
	c.n++
	h.mu.Unlock()
	c.mu.Unlock()
}

// dial: Hub.mu then Conn.mu.
func (h *Hub) dial() {
	c := h.newConn()
	time.Sleep(50 * time.Millisecond)
	h.mu.Lock()
	c.mu.Lock() // want "GL107"
	c.n = 0
	c.mu.Unlock()
	h.mu.Unlock()
}

func main() {
	h := &Hub{}
	go h.watch()
	go h.dial()
}
