package main

import (
	"errors"
	"time"
)

type server struct {
	stop  chan struct{}
	ready chan struct{}
}

// Ready only returns the server's ready channel: reading it is reading s.ready.
func (s *server) Ready() <-chan struct{} { return s.ready }

// run waits for the server to be ready, then may leave before stopping it. Ready is
// closed before the goroutine's receive from stop, so having seen it proves nothing
// about that receive: the goroutine waits there forever.
func run(fail bool) error {
	s := &server{stop: make(chan struct{}), ready: make(chan struct{})}
	go func() {
		close(s.ready)
		<-s.stop // want "GL002"
	}()
	ready := s.Ready()
	<-ready
	if fail {
		return errors.New("setup failed")
	}
	close(s.stop)
	return nil
}

func main() {
	_ = run(true)
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
