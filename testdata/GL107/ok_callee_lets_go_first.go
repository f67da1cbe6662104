package main

import "sync"

type conn struct {
	subsMu sync.Mutex
	subs   map[int]*subscription
	next   int
}

type subscription struct {
	mu   sync.Mutex
	conn *conn
	sid  int
}

// ok: called with s.mu held, it lets go of s.mu before it takes subsMu (and takes s.mu
// back after), so no path holds s.mu while waiting for subsMu.
func (s *subscription) renumber() {
	c := s.conn
	s.mu.Unlock()
	c.subsMu.Lock()
	delete(c.subs, s.sid)
	c.next++
	c.subs[c.next] = s
	sid := c.next
	c.subsMu.Unlock()
	s.mu.Lock()
	s.sid = sid
}

func (s *subscription) reset() {
	s.mu.Lock()
	s.renumber()
	s.mu.Unlock()
}

// close takes subsMu, then each subscription's mu.
func (c *conn) close() {
	c.subsMu.Lock()
	for _, s := range c.subs {
		s.mu.Lock()
		s.sid = 0
		s.mu.Unlock()
	}
	c.subsMu.Unlock()
}

func main() {
	c := &conn{subs: map[int]*subscription{}}
	s := &subscription{conn: c, sid: 1}
	c.subs[1] = s
	var wg sync.WaitGroup
	for range 100 {
		wg.Add(2)
		go func() { defer wg.Done(); s.reset() }()
		go func() { defer wg.Done(); c.close() }()
	}
	wg.Wait()
}
