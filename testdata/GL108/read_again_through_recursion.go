package main

import (
	"fmt"
	"sync"
	"time"
)

type tree struct {
	mu    sync.RWMutex
	items []string
	held  chan struct{} // closed once depth holds its first read lock
}

// depth read-locks the same tree again through the recursion: a writer that queues in
// between blocks the second RLock, and itself waits for the first.
func (t *tree) depth(n int) int {
	t.mu.RLock() // want "GL108"
	defer t.mu.RUnlock()
	if n == 0 {
		return len(t.items)
	}
	close(t.held)
	time.Sleep(20 * time.Millisecond)
	return t.depth(n - 1)
}

// add queues its write lock once depth holds its first read lock.
func (t *tree) add(item string) {
	<-t.held
	t.mu.Lock() // want "GL108"
	defer t.mu.Unlock()
	t.items = append(t.items, item)
}

func main() {
	t := &tree{held: make(chan struct{})}
	go func() { fmt.Println(t.depth(1)) }()
	go t.add("a")
	time.Sleep(60 * time.Millisecond)
}
