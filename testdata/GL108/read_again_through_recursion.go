package main

import (
	"fmt"
	"sync"
)

type tree struct {
	mu    sync.RWMutex
	items []string
}

// depth read-locks the same tree again through the recursion: a writer that queues in
// between blocks both.
func (t *tree) depth(n int) int {
	t.mu.RLock() // want "GL108"
	defer t.mu.RUnlock()
	if n == 0 {
		return len(t.items)
	}
	return t.depth(n - 1)
}

func (t *tree) add(item string) {
	t.mu.Lock() // want "GL108"
	t.items = append(t.items, item)
	t.mu.Unlock()
}

func main() {
	t := &tree{}
	t.add("a")
	fmt.Println(t.depth(2))
}
