package main

import (
	"fmt"
	"sync"
	"time"
)

type store struct {
	persists bool
	paused   bool
	dirty    int
}

// The progress callback returns early for a paused store, but the writer waits for
// paused stores too: a writer held back by a store that is then paused is never let go.
type herder struct {
	mu     sync.Mutex
	cond   *sync.Cond
	stores map[*store]bool
	quota  int
}

func (h *herder) overQuota() bool {
	total := 0
	for s := range h.stores {
		total += s.dirty
	}
	return total > h.quota
}

func (h *herder) onWrite(s *store) {
	if !s.persists {
		return
	}
	h.mu.Lock()
	h.stores[s] = true
	for h.overQuota() {
		h.cond.Wait() // want "GL103"
	}
	h.mu.Unlock()
}

func (h *herder) onProgress(s *store) {
	if s.paused {
		return
	}
	h.mu.Lock()
	s.dirty = 0
	h.cond.Broadcast()
	h.mu.Unlock()
}

func main() {
	h := &herder{stores: map[*store]bool{}, quota: 10}
	h.cond = sync.NewCond(&h.mu)
	disk := &store{persists: true, paused: true, dirty: 20}
	go h.onWrite(disk)
	time.Sleep(10 * time.Millisecond)
	h.onProgress(disk) // paused: returns without letting the writer go
	fmt.Println(disk.dirty)
	println("done") // main goes on after the calls above
}
