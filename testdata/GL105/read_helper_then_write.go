package main

import (
	"fmt"
	"sync"
)

type routingTable struct {
	mu     sync.RWMutex
	routes map[string]string
}

// readLock takes the read lock and returns its release.
func (t *routingTable) readLock() func() {
	t.mu.RLock()
	return t.mu.RUnlock
}

// learn looks the prefix up under the read lock from readLock and then asks
// for the write lock while still holding it.
func (t *routingTable) learn(prefix, nextHop string) {
	unlock := t.readLock()
	defer unlock()
	if _, known := t.routes[prefix]; known {
		return
	}
	t.mu.Lock() // want "GL105"
	t.routes[prefix] = nextHop
	t.mu.Unlock()
}

func main() {
	t := &routingTable{routes: map[string]string{}}
	go t.learn("10.1.0.0/16", "10.0.0.1")
	fmt.Println("learning routes")
}
