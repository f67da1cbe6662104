package main

import (
	"fmt"
	"sync"
)

// sender signals waitingCh before each send once a gate is set.
type sender struct {
	mu        sync.Mutex
	gateCh    <-chan struct{}
	waitingCh chan<- struct{}
}

func (s *sender) send(payload string) {
	s.mu.Lock()
	gateCh, waitingCh := s.gateCh, s.waitingCh
	s.mu.Unlock()
	if gateCh != nil {
		waitingCh <- struct{}{}
		<-gateCh
	}
	fmt.Println("sent", payload)
}

// setGate keeps both channels in the sender's fields: whoever calls send later uses them.
func (s *sender) setGate(gateCh <-chan struct{}, waitingCh chan<- struct{}) {
	s.mu.Lock()
	s.gateCh = gateCh
	s.waitingCh = waitingCh
	s.mu.Unlock()
}

// flushGated hands its channels to the sender through setGate; the goroutine's send
// reaches waiting through the field, so the receive is answered.
func flushGated() {
	s := &sender{}
	gate := make(chan struct{}, 1)
	waiting := make(chan struct{}, 1)
	s.setGate(gate, waiting)
	done := make(chan struct{})
	go func() {
		s.send("batch")
		close(done)
	}()
	<-waiting
	gate <- struct{}{}
	<-done
}

func main() {
	flushGated()
}
