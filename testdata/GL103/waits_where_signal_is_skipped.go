package main

import (
	"fmt"
	"sync"
	"time"
)

// Put returns before signalling when the pool is draining, but Get waits
// whether or not it drains (its test is on max, not on draining): a Get
// waiting on a pool that then drains is never woken.
type pool struct {
	mu       sync.Mutex
	cond     *sync.Cond
	count    int
	max      int
	draining bool
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
			p.cond.Wait() // want "GL103"
		}
		p.count++
		p.mu.Unlock()
	}
	return make([]byte, 16)
}

func (p *pool) Put(buf []byte) {
	if p.draining {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.count--
	p.cond.Signal()
}

func main() {
	p := newPool(1)
	buf := p.Get()
	go func() {
		fmt.Println(len(p.Get()))
	}()
	time.Sleep(5 * time.Millisecond)
	p.draining = true
	p.Put(buf)
	time.Sleep(5 * time.Millisecond)
	println("done") // main goes on after the calls above
}
