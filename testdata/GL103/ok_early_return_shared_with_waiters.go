package main

import (
	"fmt"
	"sync"
	"time"
)

type store struct {
	name     string
	persists bool
	dirty    int
}

// herder holds writers back while the stores they write to are over quota, and lets
// them go on each persister's progress. Stores that never persist are not herded: the
// writer returns before waiting for them, and the progress callback returns before
// signalling for them, on the same test, so no waiter is ever owed that signal.
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
		h.cond.Wait()
	}
	h.mu.Unlock()
}

func (h *herder) onProgress(s *store) {
	if !s.persists {
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
	disk := &store{name: "disk", persists: true, dirty: 20}
	memory := &store{name: "memory"}
	done := make(chan bool)
	go func() {
		h.onWrite(disk)
		done <- true
	}()
	time.Sleep(10 * time.Millisecond)
	h.onProgress(memory) // not herded: returns first
	h.onProgress(disk)
	<-done
	fmt.Println(disk.dirty)
	println("done") // main goes on after the calls above
}
