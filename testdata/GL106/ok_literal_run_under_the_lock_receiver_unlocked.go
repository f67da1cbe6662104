package main

import (
	"sync"
	"time"
)

// registry runs each change with its lock held; the notifier delivers without it.
type registry struct {
	mu      sync.Mutex
	names   map[string]bool
	changes chan string
	sent    int
}

func (r *registry) withLock(change func()) {
	r.mu.Lock()
	defer r.mu.Unlock()
	change()
}

func (r *registry) notifier() {
	for range r.changes {
		time.Sleep(20 * time.Millisecond) // deliver the notice
	}
}

func (r *registry) Add(name string) {
	r.withLock(func() {
		r.names[name] = true
		r.changes <- name
	})
}

func main() {
	r := &registry{names: map[string]bool{}, changes: make(chan string)}
	go r.notifier()
	var wg sync.WaitGroup
	for _, name := range []string{"a", "b"} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r.Add(name)
		}()
	}
	wg.Wait()
	close(r.changes)
	time.Sleep(50 * time.Millisecond)
}
