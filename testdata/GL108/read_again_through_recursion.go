package main

import (
	"fmt"
	"sync"
	"time"
)

type tree struct {
	mu    sync.RWMutex
	items []string
}

// depth read-locks the same tree again through the recursion: a writer that queues in
// between blocks the second RLock, and itself waits for the first.
func (t *tree) depth(n int) int {
	t.mu.RLock() // want "GL108"
	defer t.mu.RUnlock()
	if n == 0 {
		return len(t.items)
	}
	time.Sleep(20 * time.Millisecond)
	return t.depth(n - 1)
}

func (t *tree) add(item string) {
	time.Sleep(5 * time.Millisecond)
	t.mu.Lock() // want "GL108"
	defer t.mu.Unlock()
	t.items = append(t.items, item)
}

func main() {
	t := &tree{}
	go func() { fmt.Println(t.depth(1)) }()
	go t.add("a")
	time.Sleep(60 * time.Millisecond)
}
