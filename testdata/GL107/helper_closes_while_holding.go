package main

import (
	"errors"
	"sync"
	"time"
)

type client struct {
	mu  sync.Mutex
	srv *server
	n   int
}

type server struct {
	mu    sync.RWMutex
	conns map[*client]bool
}

var errHandshake = errors.New("handshake failed")

// handshake is called with c.mu held and keeps it while it closes a failed connection:
// the server's lock is taken while c.mu is held.
func (c *client) handshake(ok bool) error {
	time.Sleep(10 * time.Millisecond)
	if !ok {
		c.srv.remove(c)
		return errHandshake
	}
	return nil
}

func (s *server) remove(c *client) {
	s.mu.Lock() // want "GL107"
	delete(s.conns, c)
	s.mu.Unlock()
}

func (s *server) accept(c *client, ok bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if err := c.handshake(ok); err != nil {
		return
	}
	c.n++
}

// broadcast holds the server while it locks each connection: server, then client.
func (s *server) broadcast() {
	s.mu.RLock()
	defer s.mu.RUnlock()
	for c := range s.conns {
		time.Sleep(20 * time.Millisecond)
		c.mu.Lock() // want "GL107"
		c.n++
		c.mu.Unlock()
	}
}

func main() {
	s := &server{conns: map[*client]bool{}}
	c := &client{srv: s}
	s.conns[c] = true
	go s.accept(c, false)
	time.Sleep(2 * time.Millisecond)
	go s.broadcast()
	time.Sleep(100 * time.Millisecond)
	println("done") // main goes on after the calls above
}
