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
	r.mu.RLock()
	defer r.mu.RUnlock()
	return len(r.items)
}

// get asserts that the key is known: a miss is its caller's bug, and only that failing
// path, which always panics, reads the size (a second read lock) for the message.
func (r *registry) get(key string) int {
	r.mu.RLock()
	defer r.mu.RUnlock()
	v, ok := r.items[key]
	if !ok {
		time.Sleep(20 * time.Millisecond)
		panic(fmt.Sprintf("unknown key %q among %d", key, r.size()))
	}
	time.Sleep(20 * time.Millisecond)
	return v
}

func (r *registry) put(key string, v int) {
	time.Sleep(10 * time.Millisecond)
	r.mu.Lock()
	r.items[key] = v
	r.mu.Unlock()
}

func main() {
	r := &registry{items: map[string]int{"a": 1}}
	var wg sync.WaitGroup
	wg.Add(2)
	go func() {
		defer wg.Done()
		fmt.Println(r.get("a"))
	}()
	go func() {
		defer wg.Done()
		r.put("b", 2)
	}()
	wg.Wait()
	fmt.Println("done")
}
