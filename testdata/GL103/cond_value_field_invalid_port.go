package main

import (
	"fmt"
	"sync"
)

type server struct {
	mu        sync.Mutex
	ready     sync.Cond
	listening bool
	port      int
}

// listen skips the Broadcast when the port is invalid.
func (s *server) listen(port int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if port <= 0 || port > 65535 {
		fmt.Println("invalid port", port)
		return
	}
	s.port = port
	s.listening = true
	s.ready.Broadcast()
}

// awaitReady waits on a sync.Cond field; after a bad port nothing wakes it.
func (s *server) awaitReady() {
	s.mu.Lock()
	for !s.listening {
		s.ready.Wait() // want "GL103"
	}
	s.mu.Unlock()
	fmt.Println("health check: listening on", s.port)
}

func start(port int) {
	s := &server{}
	s.ready.L = &s.mu
	go s.awaitReady()
	s.listen(port)
}

func main() {
	start(70000)
}
