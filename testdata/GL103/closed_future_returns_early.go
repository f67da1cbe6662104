package main

import (
	"fmt"
	"sync"
	"time"
)

// Set returns early on a closed future, but Get waits for the value whatever the state:
// a Get that waits on a future closed before its value is never woken.
type future struct {
	mu     sync.Mutex
	cond   *sync.Cond
	set    bool
	closed bool
	value  string
}

func newFuture() *future {
	f := &future{}
	f.cond = sync.NewCond(&f.mu)
	return f
}

func (f *future) Close() {
	f.mu.Lock()
	f.closed = true
	f.mu.Unlock()
}

func (f *future) Set(v string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.closed {
		return
	}
	f.set = true
	f.value = v
	f.cond.Broadcast()
}

func (f *future) Get() string {
	f.mu.Lock()
	defer f.mu.Unlock()
	for {
		if f.set {
			return f.value
		}
		f.cond.Wait() // want "GL103"
	}
}

func main() {
	f := newFuture()
	go func() { fmt.Println(f.Get()) }()
	time.Sleep(5 * time.Millisecond)
	f.Close()
	f.Set("late")
	time.Sleep(5 * time.Millisecond)
	fmt.Println("closed")
}
