package main

import (
	"sync"
	"time"
)

type handler func(payload string) string

type registry struct {
	sync.RWMutex
	handlers map[string]handler
}

func (r *registry) lookup(name string) (handler, bool) {
	r.RLock() // want "GL108"
	defer r.RUnlock()
	h, ok := r.handlers[name]
	return h, ok
}

// dispatchAll read-locks the embedded mutex and looks every route up with lookup,
// which read-locks it again.
func (r *registry) dispatchAll(routes []string, payload string) int {
	r.RLock()
	defer r.RUnlock()
	time.Sleep(30 * time.Millisecond)
	served := 0
	for _, name := range routes {
		if _, ok := r.lookup(name); ok {
			served++
		}
	}
	return served
}

func (r *registry) handle(name string, h handler) {
	time.Sleep(10 * time.Millisecond)
	r.Lock() // want "GL108"
	defer r.Unlock()
	r.handlers[name] = h
}

func main() {
	r := &registry{handlers: map[string]handler{}}
	go r.dispatchAll([]string{"echo", "upper"}, "hi")
	go r.handle("echo", func(p string) string { return p })
	time.Sleep(100 * time.Millisecond)
}
