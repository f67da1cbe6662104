package main

import (
	"fmt"
	"sync"
)

type meter struct {
	mu     *sync.Mutex
	usage  map[string]int
	quotas map[string]int
}

// charge (a value receiver sharing a *sync.Mutex) locks again when the
// tenant exceeds its quota.
func (m meter) charge(tenant string, units int) {
	m.mu.Lock()
	m.usage[tenant] += units
	if m.usage[tenant] > m.quotas[tenant] {
		m.mu.Lock() // want "GL105"
		m.usage[tenant] = m.quotas[tenant]
		m.mu.Unlock()
	}
	m.mu.Unlock()
}

func main() {
	m := meter{
		mu:     &sync.Mutex{},
		usage:  map[string]int{},
		quotas: map[string]int{"acme": 10},
	}
	go m.charge("acme", 25)
	fmt.Println("charging acme")
}
