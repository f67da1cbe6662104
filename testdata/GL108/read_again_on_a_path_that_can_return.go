package main

import (
	"fmt"
	"sync"
	"time"
)

type registry struct {
	mu    sync.RWMutex
	items map[string]int
}

func (r *registry) size() int {
	r.mu.RLock() // want "GL108"
	defer r.mu.RUnlock()
	return len(r.items)
}

// get reports a miss and returns: a path the working program takes, and it reads the
// size (a second read lock) while a writer can be queued.
func (r *registry) get(key string) int {
	r.mu.RLock()
	defer r.mu.RUnlock()
	v, ok := r.items[key]
	if !ok {
		time.Sleep(20 * time.Millisecond)
		fmt.Printf("unknown key %q among %d\n", key, r.size())
		return -1
	}
	return v
}

func (r *registry) put(key string, v int) {
	time.Sleep(10 * time.Millisecond)
	r.mu.Lock() // want "GL108"
	r.items[key] = v
	r.mu.Unlock()
}

func main() {
	r := &registry{items: map[string]int{"a": 1}}
	go func() { fmt.Println(r.get("x")) }()
	go r.put("b", 2)
	time.Sleep(100 * time.Millisecond)
	println("done") // main goes on after the calls above
}
