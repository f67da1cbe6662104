package main

import (
	"fmt"
	"sync"
	"time"
)

type registry struct {
	mu       sync.Mutex
	services map[string]int
	store    *store
}

type store struct {
	mu      sync.Mutex
	records map[string]string
}

// register holds the registry while it persists the service: store.mu is taken two
// calls down, in store.write.
func (r *registry) register(name, addr string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.services[name]++
	time.Sleep(20 * time.Millisecond)
	r.store.save(name, addr)
}

func (s *store) save(name, addr string) {
	s.write(name, addr)
}

func (s *store) write(key, value string) {
	s.mu.Lock() // want "GL107"
	defer s.mu.Unlock()
	s.records[key] = value
}

// compact locks the store through the registry's field, then asks the registry which
// records are still live: store.mu, then registry.mu.
func (r *registry) compact() int {
	r.store.mu.Lock()
	defer r.store.mu.Unlock()
	time.Sleep(20 * time.Millisecond)
	removed := 0
	for key := range r.store.records {
		if r.live(key) == 0 {
			delete(r.store.records, key)
			removed++
		}
	}
	return removed
}

func (r *registry) live(name string) int {
	r.mu.Lock() // want "GL107"
	defer r.mu.Unlock()
	return r.services[name]
}

func main() {
	r := &registry{
		services: map[string]int{},
		store:    &store{records: map[string]string{"billing": "10.0.0.7:9000"}},
	}
	go r.register("search", "10.0.0.9:9000")
	go func() {
		fmt.Println("compacted", r.compact())
	}()
	time.Sleep(100 * time.Millisecond)
}
