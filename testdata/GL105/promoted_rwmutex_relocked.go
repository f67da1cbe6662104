package main

import (
	"fmt"
	"sync"
)

type state struct {
	sync.RWMutex
	running bool
}

type monitor struct {
	state // Lock and RLock both come from state's RWMutex
	seen  []string
}

func (m *monitor) record(event string) {
	m.Lock() // want "GL105"
	defer m.Unlock()
	m.seen = append(m.seen, event)
}

// Both the read lock and record's write lock are state's RWMutex, promoted through the
// embedded struct: the write lock waits for the read lock this goroutine holds.
func (m *monitor) noteIfRunning() {
	m.RLock()
	defer m.RUnlock()
	if m.running {
		m.record("running")
	}
}

func watch() {
	m := &monitor{state: state{running: true}}
	go m.noteIfRunning()
}

func main() {
	watch()
	fmt.Println("done") // main goes on after the calls above
}
