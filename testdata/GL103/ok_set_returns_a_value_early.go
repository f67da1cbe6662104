package main

import (
	"fmt"
	"sync"
	"time"
)

// Set reports whether it set the value: a second Set returns false before
// broadcasting, and Get waits only while nothing is set (inside `if !p.set`).
type promise struct {
	mu    sync.Mutex
	cond  *sync.Cond
	set   bool
	value int
}

func newPromise() *promise {
	p := &promise{}
	p.cond = sync.NewCond(&p.mu)
	return p
}

func (p *promise) Get() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.set {
		p.cond.Wait() // ok: a skipped Broadcast comes only once set is true
	}
	return p.value
}

func (p *promise) Set(v int) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.set {
		return false
	}
	p.set = true
	p.value = v
	p.cond.Broadcast()
	return true
}

func main() {
	p := newPromise()
	got := make(chan int)
	go func() { got <- p.Get() }()
	time.Sleep(5 * time.Millisecond)
	fmt.Println(p.Set(1), p.Set(2), <-got)
	println("done") // main goes on after the calls above
}
