package main

import (
	"sync"
	"time"
)

// registry runs each change with its lock held; a change that waits for the notifier
// waits with the lock held.
type registry struct {
	mu      sync.Mutex
	names   map[string]bool
	changes chan string
}

func (r *registry) withLock(change func()) {
	r.mu.Lock()
	defer r.mu.Unlock()
	change()
}

func (r *registry) notifier() {
	for name := range r.changes {
		time.Sleep(20 * time.Millisecond) // deliver the notice
		r.mu.Lock() // want "GL106"
		_ = r.names[name]
		r.mu.Unlock()
	}
}

func (r *registry) Add(name string) {
	r.withLock(func() {
		r.names[name] = true
		r.changes <- name // want "GL106"
	})
}

func main() {
	r := &registry{names: map[string]bool{}, changes: make(chan string)}
	go r.notifier()
	go r.Add("a")
	go r.Add("b")
	time.Sleep(50 * time.Millisecond)
}
