package main

import (
	"fmt"
	"sync"
	"time"
)

// rebuild holds the index's write lock and reads the entry under its read lock, then
// write-locks the entry; describe read-holds the entry while it read-locks the index. The
// first pair shares (both readers of the entry), the second does not.
type index struct {
	mu    sync.RWMutex
	names map[string]int
	e     *entry
}

type entry struct {
	mu   sync.RWMutex
	hits int
}

func (ix *index) rebuild() {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	ix.e.mu.RLock()
	n := ix.e.hits
	ix.e.mu.RUnlock()
	time.Sleep(time.Millisecond)
	ix.e.mu.Lock() // want "GL107"
	ix.e.hits = n + 1
	ix.e.mu.Unlock()
}

func (e *entry) describe(ix *index) {
	e.mu.RLock()
	defer e.mu.RUnlock()
	time.Sleep(time.Millisecond)
	ix.mu.RLock() // want "GL107"
	_ = len(ix.names)
	ix.mu.RUnlock()
}

func main() {
	ix := &index{names: map[string]int{}, e: &entry{}}
	go ix.rebuild()
	go ix.e.describe(ix)
	time.Sleep(20 * time.Millisecond)
	fmt.Println("done")
}
