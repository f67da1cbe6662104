package main

import (
	"errors"
	"time"
)

type server struct {
	stop chan struct{}
	done chan struct{}
}

// StopNotify returns the channel closed once the server has stopped.
func (s *server) StopNotify() <-chan struct{} { return s.done }

// Stop asks the server to stop and waits until it has: it receives from done too, but only
// on the paths past the early way out below.
func (s *server) Stop() {
	select {
	case s.stop <- struct{}{}:
	case <-s.done:
		return
	}
	<-s.done
}

// checkStopNotify checks that the server has not stopped before Stop. The early way out is
// taken only once done is closed, which the goroutine does only after its receive from
// stop: on that path it waits for nothing. What Stop does with done afterwards cannot
// have closed it first.
func checkStopNotify() error {
	s := &server{stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		<-s.stop // ok: the early way out comes only after this receive
		close(s.done)
	}()
	notifier := s.StopNotify()
	select {
	case <-notifier:
		return errors.New("stopped before Stop")
	default:
	}
	s.Stop()
	select {
	case <-notifier:
	default:
		return errors.New("no stop notification")
	}
	return nil
}

func main() {
	_ = checkStopNotify()
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
