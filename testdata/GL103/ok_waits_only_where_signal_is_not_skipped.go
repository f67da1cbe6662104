package main

import (
	"fmt"
	"sync"
	"time"
)

// A pool that bounds how many buffers are out when max is set. Put returns
// before signalling only for an unbounded pool, and Get waits only for a
// bounded one (inside `if p.max != 0`): no waiter needs the skipped signal.
type pool struct {
	mu    sync.Mutex
	cond  *sync.Cond
	count int
	max   int
}

func newPool(max int) *pool {
	p := &pool{max: max}
	p.cond = sync.NewCond(&p.mu)
	return p
}

func (p *pool) Get() []byte {
	if p.max != 0 {
		p.mu.Lock()
		for p.count >= p.max {
			p.cond.Wait() // ok: Put skips the signal only when max is 0
		}
		p.count++
		p.mu.Unlock()
	}
	return make([]byte, 16)
}

func (p *pool) Put(buf []byte) {
	if p.max == 0 {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.count--
	p.cond.Signal()
}

// A promise's second Set returns before broadcasting, and Get waits only
// while nothing is set (in the else block of `if p.set`).
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
	if p.set {
		return p.value
	} else {
		p.cond.Wait() // ok: a skipped Broadcast comes only once set is true
	}
	return p.value
}

func (p *promise) Set(v int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.set {
		return
	}
	p.set = true
	p.value = v
	p.cond.Broadcast()
}

func main() {
	p := newPool(1)
	buf := p.Get()
	done := make(chan bool)
	go func() {
		p.Put(p.Get())
		done <- true
	}()
	time.Sleep(5 * time.Millisecond)
	p.Put(buf)
	<-done
	unbounded := newPool(0)
	unbounded.Put(unbounded.Get())

	pr := newPromise()
	got := make(chan int)
	go func() { got <- pr.Get() }()
	time.Sleep(5 * time.Millisecond)
	pr.Set(1)
	pr.Set(2)
	fmt.Println(<-got)
	println("done") // main goes on after the calls above
}
