package main

import (
	"sync"
	"time"
)

type statusManager struct {
	mu      sync.Mutex
	updates chan string
	status  map[string]string
}

// set releases mu before it sends: the syncer can always take it.
func (m *statusManager) set(id, status string) {
	m.mu.Lock()
	m.status[id] = status
	m.mu.Unlock()
	m.updates <- id // ok: not holding the lock
}

func (m *statusManager) syncLoop() {
	for id := range m.updates {
		m.mu.Lock()
		_ = m.status[id]
		m.mu.Unlock()
	}
}

func main() {
	m := &statusManager{updates: make(chan string), status: map[string]string{}}
	go m.syncLoop()
	m.set("a", "ok")
	m.set("b", "ok")
	time.Sleep(20 * time.Millisecond)
	close(m.updates)
}
