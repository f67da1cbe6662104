package main

import (
	"sync"
	"time"
)

// store guards its index with a gate: whoever waits for index holds the gate.
type store struct {
	gate  sync.Mutex
	first sync.Mutex
	index sync.Mutex
}

// underGate takes the gate before the index.
func (s *store) underGate() {
	s.gate.Lock() // want "GL107"
	s.index.Lock()
	s.index.Unlock()
	s.gate.Unlock()
}

// forward holds first while underGate takes the gate, then the index.
func (s *store) forward() {
	s.first.Lock()
	time.Sleep(5 * time.Millisecond)
	s.underGate()
	s.first.Unlock()
}

// backward holds the gate and the index, then takes first. The two never wait for each
// other on first and the index (both hold the gate there), but they do on the gate and
// first: forward holds first and waits for the gate, backward holds the gate and waits
// for first.
func (s *store) backward() {
	s.gate.Lock()
	s.index.Lock()
	time.Sleep(5 * time.Millisecond)
	s.first.Lock() // want "GL107"
	s.first.Unlock()
	s.index.Unlock()
	s.gate.Unlock()
}

func main() {
	s := &store{}
	go s.forward()
	go s.backward()
	time.Sleep(50 * time.Millisecond)
	println("done") // main goes on after the calls above
}
