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

// create reads the options under the read lock for a connection it solicits, one made
// from a config.
func (s *server) create(cfg *config, conn int) {
	solicit := cfg != nil
	if solicit && cfg.staple {
		s.mu.RLock() // want "GL108"
		_ = s.opts["tls"]
		s.mu.RUnlock()
	}
	s.conns += conn
}

// solicit holds the read lock while it sets up a connection from a config: create
// read-locks again, and a writer that queued in between blocks that second RLock while
// waiting for the first.
func (s *server) solicit(cfg *config) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	time.Sleep(10 * time.Millisecond)
	s.create(cfg, 1)
}

func (s *server) reload() {
	s.mu.Lock() // want "GL108"
	defer s.mu.Unlock()
	s.opts["tls"] = "on"
}

func main() {
	s := &server{opts: map[string]string{}}
	go s.solicit(&config{staple: true})
	time.Sleep(5 * time.Millisecond)
	go s.reload()
	time.Sleep(60 * time.Millisecond)
	println("done") // main goes on after the calls above
}
