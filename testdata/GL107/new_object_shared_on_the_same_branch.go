package main

import (
	"sync"
	"time"
)

// A hub keeps the clients it serves; each client has a lock of its own.
type client struct {
	mu       sync.Mutex
	name     string
	seq      int
	outbound bool
}

type hub struct {
	mu      sync.Mutex
	clients []*client
}

// count reads the hub's clients under its lock.
func (h *hub) count() int {
	h.mu.Lock() // want "GL107"
	defer h.mu.Unlock()
	return len(h.clients)
}

// adopt registers a client under the hub's lock and steps it: hub.mu, then client.mu.
func (h *hub) adopt(c *client) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.clients = append(h.clients, c)
	c.mu.Lock() // want "GL107"
	c.seq++
	time.Sleep(time.Millisecond)
	c.mu.Unlock()
}

// accept sets a new client up under the client's lock. An inbound client is handed to
// a goroutine that adopts it right away, and then, still under the client's lock, it
// asks the hub for its number (client.mu, then hub.mu) while the adopting goroutine may
// hold the hub and wait for the client's lock: the two deadlock.
func (h *hub) accept(name string, outbound bool) {
	c := &client{name: name}
	c.mu.Lock()
	if outbound {
		c.outbound = true
	} else {
		go h.adopt(c)
	}
	if !outbound {
		time.Sleep(20 * time.Millisecond)
		c.seq = h.count()
	}
	c.mu.Unlock()
}

func main() {
	h := &hub{}
	go h.accept("inbound", false)
	time.Sleep(100 * time.Millisecond)
	println("done") // main goes on after the calls above
}
