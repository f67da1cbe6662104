package main

import (
	"fmt"
	"sync"
	"time"
)

// index keeps its read lock's release as a method value, and size read-locks the index
// again before that release runs: a writer that queues between the two read locks waits
// for the first, and the second waits for the writer.
type index struct {
	mu    sync.RWMutex
	items map[string]int
}

func (x *index) size() int {
	x.mu.RLock() // want "GL108"
	defer x.mu.RUnlock()
	return len(x.items)
}

func (x *index) describe(name string) string {
	x.mu.RLock()
	release := x.mu.RUnlock
	defer release()
	v := x.items[name]
	time.Sleep(30 * time.Millisecond)
	return fmt.Sprintf("%s=%d of %d", name, v, x.size())
}

func (x *index) put(name string, v int) {
	time.Sleep(10 * time.Millisecond)
	x.mu.Lock() // want "GL108"
	x.items[name] = v
	x.mu.Unlock()
}

func main() {
	x := &index{items: map[string]int{"a": 1}}
	go func() {
		fmt.Println(x.describe("a"))
	}()
	go x.put("b", 2)
	time.Sleep(100 * time.Millisecond)
}
