package main

import (
	"strconv"
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
}

func (c *client) init(name string) {
	c.name = name
	c.seq = 0
}

// count reads the hub's clients under its lock.
func (h *hub) count() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.clients)
}

// accept sets a new client up under the client's lock, asking the hub for its number
// while it holds it: client.mu, then hub.mu. Nobody else can see the client until it is
// registered, after its lock is let go, so nobody can hold or wait for that lock here.
func (h *hub) accept(name string) {
	c := &client{}
	c.mu.Lock()
	c.init(name)
	c.seq = h.count() // ok: the lock held is the new client's
	c.mu.Unlock()
	h.mu.Lock()
	h.clients = append(h.clients, c)
	h.mu.Unlock()
}

// touch holds the hub while it steps every registered client: hub.mu, then client.mu.
func (h *hub) touch() {
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, c := range h.clients {
		c.mu.Lock()
		c.seq++
		time.Sleep(time.Millisecond)
		c.mu.Unlock()
	}
}

func main() {
	h := &hub{}
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Add(2)
		go func() {
			defer wg.Done()
			h.accept(strconv.Itoa(i))
		}()
		go func() {
			defer wg.Done()
			h.touch()
		}()
	}
	wg.Wait()
	println("done") // main goes on after the calls above
}
