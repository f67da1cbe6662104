package main

import (
	"sync"
	"time"
)

type hub struct {
	mu    sync.Mutex
	conns int
}

type conn struct {
	mu  sync.Mutex
	hub *hub
	n   int
}

// add holds the hub while it opens a new conn: hub.mu, then the conn's mu.
func (h *hub) add() {
	h.mu.Lock()
	defer h.mu.Unlock()
	c := &conn{hub: h}
	c.open()
}

// open sets the conn up under its lock before it starts the conn's pump: until the `go`
// statement nobody else can reach the new conn, so this Lock cannot wait.
func (c *conn) open() {
	c.mu.Lock()
	c.n = 1
	c.mu.Unlock()
	go c.pump()
}

// pump holds the conn while it reports to the hub: conn.mu, then hub.mu.
func (c *conn) pump() {
	c.mu.Lock()
	defer c.mu.Unlock()
	time.Sleep(20 * time.Millisecond)
	c.hub.mu.Lock()
	c.hub.conns++
	c.hub.mu.Unlock()
}

func main() {
	h := &hub{}
	go h.add()
	time.Sleep(100 * time.Millisecond)
	println("done") // main goes on after the calls above
}
