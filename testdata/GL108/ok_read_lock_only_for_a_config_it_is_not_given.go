package main

import (
	"sync"
	"time"
)

type config struct {
	staple bool
}

type server struct {
	mu    sync.RWMutex
	opts  map[string]string
	conns int
}

// create reads the options under the read lock only for a connection it solicits, one
// made from a config; an accepted connection comes with none.
func (s *server) create(cfg *config, conn int) {
	solicit := cfg != nil
	if solicit && cfg.staple {
		s.mu.RLock() // ok: accept passes no config, so it never read-locks again here
		_ = s.opts["tls"]
		s.mu.RUnlock()
	}
	s.conns += conn
}

// accept holds the read lock while the connection it is handed is set up.
func (s *server) accept(handle func(conn int)) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	time.Sleep(10 * time.Millisecond)
	handle(1)
}

// acceptOne sets up one accepted connection directly, under the read lock.
func (s *server) acceptOne() {
	s.mu.RLock()
	defer s.mu.RUnlock()
	time.Sleep(10 * time.Millisecond)
	s.create(nil, 1)
}

func (s *server) reload() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.opts["tls"] = "on"
}

func main() {
	s := &server{opts: map[string]string{}}
	go s.accept(func(conn int) { s.create(nil, conn) })
	go s.acceptOne()
	time.Sleep(5 * time.Millisecond)
	go s.reload()
	time.Sleep(60 * time.Millisecond)
	s.create(&config{staple: true}, 1)
	println("done") // main goes on after the calls above
}
