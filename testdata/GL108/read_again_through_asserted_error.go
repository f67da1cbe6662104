package main

import (
	"sync"
	"time"
)

// fault's read lock is held by timedOut while it asks context, which read-locks the same
// fault again (e comes from err by a type assertion: one object): a writer that queues
// in between blocks the second RLock, and itself waits for the first.
type fault struct {
	mu      sync.RWMutex
	details map[string]bool
}

func (f *fault) Error() string { return "fault" }

func context(err error) map[string]bool {
	e, ok := err.(*fault)
	if !ok {
		return nil
	}
	e.mu.RLock() // want "GL108"
	defer e.mu.RUnlock()
	return e.details
}

func timedOut(err error) bool {
	e, ok := err.(*fault)
	if !ok {
		return false
	}
	e.mu.RLock()
	defer e.mu.RUnlock()
	time.Sleep(20 * time.Millisecond)
	return context(err)["timeout"]
}

func (f *fault) set(key string) {
	time.Sleep(5 * time.Millisecond)
	f.mu.Lock() // want "GL108"
	f.details[key] = true
	f.mu.Unlock()
}

func main() {
	f := &fault{details: map[string]bool{}}
	go timedOut(f)
	go f.set("timeout")
	time.Sleep(60 * time.Millisecond)
}
