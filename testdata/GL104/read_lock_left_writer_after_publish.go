package main

import (
	"errors"
	"fmt"
	"sync"
	"time"
)

// registry leaves its read lock held when a name is refused; load, its write lock, runs in
// newRegistry and again from Reload on a registry everyone can see: Reload blocks forever.
type registry struct {
	mu    sync.RWMutex
	names []string
}

func newRegistry(names ...string) *registry {
	r := &registry{}
	r.load(names)
	return r
}

func (r *registry) load(names []string) {
	r.mu.Lock() // want "GL104"
	r.names = append(r.names, names...)
	r.mu.Unlock()
}

func (r *registry) Reload(names ...string) {
	r.load(names)
}

func (r *registry) check(name string) error {
	r.mu.RLock()
	for _, n := range r.names {
		if n == name {
			return errors.New("taken: " + name)
		}
	}
	r.mu.RUnlock()
	return nil
}

func main() {
	r := newRegistry("a", "b")
	fmt.Println(r.check("a"))
	go r.Reload("c")
	time.Sleep(50 * time.Millisecond)
}
