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

// set sends while holding mu; the syncer needs mu before it can receive again.
func (m *statusManager) set(id, status string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.status[id] = status
	m.updates <- id // want "GL106"
}

func (m *statusManager) syncLoop() {
	for id := range m.updates {
		time.Sleep(10 * time.Millisecond)
		m.mu.Lock() // want "GL106"
		_ = m.status[id]
		m.mu.Unlock()
	}
}

func main() {
	m := &statusManager{updates: make(chan string), status: map[string]string{}}
	go m.syncLoop()
	go m.set("a", "ok")
	go m.set("b", "ok")
	time.Sleep(50 * time.Millisecond)
}
