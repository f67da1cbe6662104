package main

import "fmt"

type server struct {
	name    string
	quit    chan struct{}
	stopped chan struct{}
}

// The constructor assigns both channel fields.
func newServer(name string) *server {
	return &server{
		name:    name,
		quit:    make(chan struct{}),
		stopped: make(chan struct{}),
	}
}

func (s *server) waitForShutdown() {
	defer close(s.stopped)
	<-s.quit
	fmt.Println(s.name, "shutting down")
}

func (s *server) Shutdown() {
	close(s.quit)
	<-s.stopped
}

// ok: quit is made in newServer and closed by Shutdown.
func runServer() {
	s := newServer("api")
	go s.waitForShutdown()
	s.Shutdown()
}

func main() {
	runServer()
}
