package main

import (
	"errors"
	"fmt"
	"sync"
	"time"
)

var errDuplicate = errors.New("service already registered")

type registry struct {
	mu       sync.RWMutex
	services map[string]string
}

// lookup returns on a miss while still holding the read lock.
func (r *registry) lookup(name string) (string, bool) {
	r.mu.RLock() // want "GL104"
	addr, ok := r.services[name]
	if !ok {
		return "", false
	}
	r.mu.RUnlock()
	return addr, true
}

// register returns on a duplicate while still holding the write lock.
func (r *registry) register(name, addr string) error {
	r.mu.Lock() // want "GL104"
	if _, dup := r.services[name]; dup {
		return errDuplicate
	}
	r.services[name] = addr
	r.mu.Unlock()
	return nil
}

// The leaked read lock blocks the writer at register's Lock, and the
// waiting writer in turn blocks the next reader at lookup's RLock.
func discover() {
	r := &registry{services: map[string]string{"auth": "10.0.0.2:443"}}
	_, found := r.lookup("billing")
	fmt.Println("billing found:", found)
	go r.register("billing", "10.0.0.3:443")
	time.Sleep(10 * time.Millisecond)
	go r.lookup("auth")
}

func main() {
	discover()
}
