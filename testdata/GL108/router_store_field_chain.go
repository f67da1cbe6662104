package main

import (
	"sync"
	"time"
)

type routeStore struct {
	mu     sync.RWMutex
	routes map[string]string
}

func (s *routeStore) backend(path string) (string, bool) {
	s.mu.RLock() // want "GL108"
	defer s.mu.RUnlock()
	b, ok := s.routes[path]
	return b, ok
}

type router struct {
	store    *routeStore
	fallback string
}

// resolve read-locks the store through the router's field, then asks the store, which
// read-locks the same mutex again.
func (r *router) resolve(path string) string {
	r.store.mu.RLock()
	defer r.store.mu.RUnlock()
	if len(r.store.routes) == 0 {
		return r.fallback
	}
	time.Sleep(30 * time.Millisecond)
	if b, ok := r.store.backend(path); ok {
		return b
	}
	return r.fallback
}

func (s *routeStore) replace(routes map[string]string) {
	time.Sleep(10 * time.Millisecond)
	s.mu.Lock() // want "GL108"
	s.routes = routes
	s.mu.Unlock()
}

func main() {
	s := &routeStore{routes: map[string]string{"/api": "10.0.0.4:8080"}}
	r := &router{store: s, fallback: "10.0.0.1:8080"}
	go r.resolve("/api")
	go s.replace(map[string]string{"/api": "10.0.0.5:8080"})
	time.Sleep(100 * time.Millisecond)
}
