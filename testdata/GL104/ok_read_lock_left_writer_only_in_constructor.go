package main

import (
	"errors"
	"fmt"
	"sync"
	"time"
)

// registry leaves its read lock held when a name is refused, but the only write lock of
// that mutex is in load, which runs only in newRegistry on the registry it has just made,
// before anyone else can see it: no writer is ever left waiting.
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
	r.mu.Lock()
	r.names = append(r.names, names...)
	r.mu.Unlock()
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
	done := make(chan struct{})
	go func() {
		defer close(done)
		fmt.Println(r.check("c"))
	}()
	<-done
	time.Sleep(10 * time.Millisecond)
}
