package main

import (
	"fmt"
	"sync"
)

type waiter struct {
	mu     sync.Mutex
	result string
}

type loader struct {
	mu       sync.Mutex
	inflight map[string]*waiter
}

// acquire hands the caller a new waiter, locked, for it to fill and release; or nil when
// a load of the key is already in flight. The lock goes with the waiter it returns.
func (l *loader) acquire(key string) *waiter {
	w := &waiter{}
	w.mu.Lock()
	l.mu.Lock()
	defer l.mu.Unlock()
	if _, ok := l.inflight[key]; ok {
		w.mu.Unlock()
		return nil
	}
	l.inflight[key] = w
	return w
}

// wait blocks until the load in flight releases its waiter.
func (l *loader) wait(key string) string {
	l.mu.Lock()
	w := l.inflight[key]
	l.mu.Unlock()
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.result
}

func (l *loader) load(key string) string {
	w := l.acquire(key)
	if w == nil {
		return l.wait(key)
	}
	w.result = "loaded " + key
	w.mu.Unlock()
	return w.result
}

func main() {
	l := &loader{inflight: map[string]*waiter{}}
	var wg sync.WaitGroup
	for i := 0; i < 4; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			fmt.Println(l.load("spec"))
		}()
	}
	wg.Wait()
}
