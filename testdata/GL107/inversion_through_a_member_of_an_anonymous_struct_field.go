package main

import (
	"fmt"
	"sync"
	"time"
)

// A registry keeps its members in a map inside an anonymous struct field. flush holds the
// registry's coalesced lock while it reports to every member (taking each member's lock);
// a member's tick holds its own lock while it takes the registry's coalesced lock.
type registry struct {
	coalesced struct {
		sync.Mutex
		pending []int
	}
	mu struct {
		members map[int]*member
	}
}

type member struct {
	raftMu sync.Mutex
	reg    *registry
}

func (r *registry) flush() {
	r.coalesced.Lock()
	defer r.coalesced.Unlock()
	time.Sleep(time.Millisecond)
	r.reportAll()
}

func (r *registry) reportAll() {
	for i := 0; i < len(r.mu.members); i++ {
		m := r.mu.members[i]
		m.report()
	}
}

func (m *member) report() {
	m.raftMu.Lock() // want "GL107"
	defer m.raftMu.Unlock()
}

func (m *member) tick() {
	m.raftMu.Lock()
	defer m.raftMu.Unlock()
	time.Sleep(time.Millisecond)
	m.reg.coalesced.Lock() // want "GL107"
	m.reg.coalesced.Unlock()
}

func main() {
	r := &registry{}
	r.mu.members = map[int]*member{}
	m := &member{reg: r}
	r.mu.members[0] = m
	go r.flush()
	go m.tick()
	time.Sleep(20 * time.Millisecond)
	fmt.Println("done")
}
