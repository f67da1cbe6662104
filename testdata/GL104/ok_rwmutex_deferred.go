package main

import (
	"errors"
	"fmt"
	"sync"
)

var errDuplicate = errors.New("service already registered")

type registry struct {
	mu       sync.RWMutex
	services map[string]string
}

// ok: RLock is paired with a deferred RUnlock, so the miss path releases it.
func (r *registry) lookup(name string) (string, bool) {
	r.mu.RLock()
	defer r.mu.RUnlock()
	addr, ok := r.services[name]
	if !ok {
		return "", false
	}
	return addr, true
}

// ok: the write lock is released by the deferred Unlock on the duplicate
// path too.
func (r *registry) register(name, addr string) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if _, dup := r.services[name]; dup {
		return errDuplicate
	}
	r.services[name] = addr
	return nil
}

func main() {
	r := &registry{services: map[string]string{"auth": "10.0.0.2:443"}}
	_, found := r.lookup("billing")
	fmt.Println("billing found:", found)
	var wg sync.WaitGroup
	wg.Add(2)
	go func() {
		defer wg.Done()
		fmt.Println(r.register("auth", "10.0.0.9:443"))
	}()
	go func() {
		defer wg.Done()
		fmt.Println(r.lookup("auth"))
	}()
	wg.Wait()
}
