package main

import (
	"fmt"
	"sync"
	"time"
)

// future hands one value to every Get. A second Set returns before broadcasting, but only
// when the value is already there, and Get tests exactly that before each wait (in the loop
// around it, or as the loop's condition): no waiter can be waiting for that signal.
type future struct {
	mu    sync.Mutex
	cond  *sync.Cond
	set   bool
	value string
}

func newFuture() *future {
	f := &future{}
	f.cond = sync.NewCond(&f.mu)
	return f
}

func (f *future) Set(v string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.set {
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
		f.cond.Wait() // ok: a skipped Broadcast comes only once set is true
	}
}

func (f *future) Wait() {
	f.mu.Lock()
	for !f.set {
		f.cond.Wait() // ok: likewise
	}
	f.mu.Unlock()
}

func main() {
	f := newFuture()
	got := make(chan string, 2)
	go func() { got <- f.Get() }()
	go func() { f.Wait(); got <- "ready" }()
	time.Sleep(5 * time.Millisecond)
	f.Set("first")
	f.Set("second")
	fmt.Println(<-got, <-got, f.Get())
}
