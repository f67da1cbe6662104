package main

import (
	"sync"
	"time"
)

type tenant struct {
	mu     sync.RWMutex
	quotas map[string]int
}

func (t *tenant) quota(resource string) int {
	t.mu.RLock() // want "GL108"
	defer t.mu.RUnlock()
	return t.quotas[resource]
}

type directory struct {
	tenants map[string]*tenant
}

// allowed read-locks the tenant it finds in the map, then reads its quota through the
// method that read-locks it again.
func (d *directory) allowed(id, resource string, want int) bool {
	d.tenants[id].mu.RLock()
	defer d.tenants[id].mu.RUnlock()
	time.Sleep(30 * time.Millisecond)
	return d.tenants[id].quota(resource) >= want
}

func (d *directory) grant(id, resource string, n int) {
	time.Sleep(10 * time.Millisecond)
	t := d.tenants[id]
	t.mu.Lock() // want "GL108"
	t.quotas[resource] += n
	t.mu.Unlock()
}

func main() {
	d := &directory{tenants: map[string]*tenant{
		"acme": {quotas: map[string]int{"cpu": 4}},
	}}
	go d.allowed("acme", "cpu", 2)
	go d.grant("acme", "cpu", 2)
	time.Sleep(100 * time.Millisecond)
}
