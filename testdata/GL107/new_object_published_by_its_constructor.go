package main

import (
	"sync"
	"time"
)

// A hub keeps the clients it serves; each client has a lock of its own.
type client struct {
	mu   sync.Mutex
	name string
	seq  int
}

type hub struct {
	mu      sync.Mutex
	clients []*client
	pending chan *client
}

// count reads the hub's clients under its lock.
func (h *hub) count() int {
	h.mu.Lock() // want "GL107"
	defer h.mu.Unlock()
	return len(h.clients)
}

// newClient makes a client and hands it to the registrar before returning it: the client
// is not its caller's alone.
func newClient(h *hub, name string) *client {
	c := &client{name: name}
	h.pending <- c
	return c
}

// accept locks a client its constructor has already handed to the registrar, then asks
// the hub for its number: client.mu, then hub.mu, on a client another goroutine can see.
func (h *hub) accept(name string) {
	c := newClient(h, name)
	c.mu.Lock()
	time.Sleep(20 * time.Millisecond)
	c.seq = h.count()
	c.mu.Unlock()
}

// register holds the hub while it steps the client it is handed: hub.mu, then client.mu.
func (h *hub) register() {
	c := <-h.pending
	h.mu.Lock()
	defer h.mu.Unlock()
	h.clients = append(h.clients, c)
	c.mu.Lock() // want "GL107"
	c.seq++
	c.mu.Unlock()
}

func main() {
	h := &hub{pending: make(chan *client, 1)}
	go h.accept("a")
	go h.register()
	time.Sleep(100 * time.Millisecond)
	println("done") // main goes on after the calls above
}
