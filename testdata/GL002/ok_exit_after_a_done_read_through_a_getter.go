package main

import (
	"errors"
	"time"
)

type server struct {
	stop chan struct{}
	done chan struct{}
}

// Done only returns the server's done channel: reading it is reading s.done.
func (s *server) Done() <-chan struct{} { return s.done }

// run checks that the server has not finished before it is stopped. The early way out is
// taken only once done is closed, which the goroutine does only after its receive from
// stop: on that path it waits for nothing.
func run() error {
	s := &server{stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		<-s.stop // ok: the early way out comes only after this receive
		close(s.done)
	}()
	finished := s.Done()
	select {
	case <-finished:
		return errors.New("finished before it was stopped")
	default:
	}
	close(s.stop)
	<-finished
	return nil
}

// runDirect does the same, receiving from the getter's result where it is called.
func runDirect() error {
	s := &server{stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		<-s.stop // ok: the early way out comes only after this receive
		close(s.done)
	}()
	select {
	case <-s.Done():
		return errors.New("finished before it was stopped")
	default:
	}
	close(s.stop)
	<-s.Done()
	return nil
}

func main() {
	_ = run()
	_ = runDirect()
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
