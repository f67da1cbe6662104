package main

import (
	"sync"
	"time"
)

// peer applies updates in its own goroutine; a peer relays what it gets to
// the next peer in the ring while holding its own lock.
type peer struct {
	mu      sync.Mutex
	seen    int
	updates chan int
	next    *peer
}

func newPeer() *peer { return &peer{updates: make(chan int)} }

func (p *peer) loop() {
	for v := range p.updates {
		time.Sleep(10 * time.Millisecond)
		p.mu.Lock()
		p.seen += v
		p.mu.Unlock()
	}
}

// relay hands v to another peer's loop.
func (p *peer) relay(to *peer, v int) {
	to.updates <- v
}

func (p *peer) Publish(v int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.seen += v
	if p.next != nil {
		p.relay(p.next, v)
	}
}

func main() {
	a, b := newPeer(), newPeer()
	a.next = b
	go b.loop()
	go a.Publish(1)
	go a.Publish(2)
	time.Sleep(100 * time.Millisecond)
	b.mu.Lock()
	println(b.seen)
	b.mu.Unlock()
	close(b.updates)
}
