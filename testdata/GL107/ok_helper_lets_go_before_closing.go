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

// handshake is called with c.mu held. It lets go while it talks to the peer, closes the
// connection when that fails (which takes the server's lock) and takes c.mu back before
// it returns: the server's lock is never taken while c.mu is held.
func (c *client) handshake(ok bool) error {
	c.mu.Unlock()
	time.Sleep(10 * time.Millisecond)
	if !ok {
		c.srv.remove(c)
		c.mu.Lock()
		return errHandshake
	}
	c.mu.Lock()
	return nil
}

func (s *server) remove(c *client) {
	s.mu.Lock() // ok: the client's lock was let go first
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
		c.mu.Lock()
		c.n++
		c.mu.Unlock()
	}
}

func main() {
	s := &server{conns: map[*client]bool{}}
	var wg sync.WaitGroup
	for i := range 4 {
		c := &client{srv: s}
		s.conns[c] = true
		wg.Add(2)
		go func() {
			defer wg.Done()
			s.accept(c, i%2 == 0)
		}()
		go func() {
			defer wg.Done()
			s.broadcast()
		}()
	}
	wg.Wait()
	println("done") // main goes on after the calls above
}
