package main

import (
	"fmt"
	"sync"
	"time"
)

type peerSet struct {
	mu    sync.RWMutex
	peers map[string]int
}

func (p *peerSet) latency(addr string) int {
	p.mu.RLock()
	defer p.mu.RUnlock()
	return p.peers[addr]
}

// refresh holds a read lock while it starts one prober per peer: each prober read-locks
// on its own goroutine, and refresh does not wait for them.
func (p *peerSet) refresh() {
	p.mu.RLock()
	defer p.mu.RUnlock()
	for addr := range p.peers {
		go func(addr string) {
			fmt.Println(addr, p.latency(addr)) // ok: another goroutine
		}(addr)
	}
	time.Sleep(30 * time.Millisecond)
}

func (p *peerSet) update(addr string, ms int) {
	time.Sleep(10 * time.Millisecond)
	p.mu.Lock()
	p.peers[addr] = ms
	p.mu.Unlock()
}

func main() {
	p := &peerSet{peers: map[string]int{"10.0.0.2": 3, "10.0.0.3": 5}}
	go p.refresh()
	go p.update("10.0.0.2", 4)
	time.Sleep(100 * time.Millisecond)
}
