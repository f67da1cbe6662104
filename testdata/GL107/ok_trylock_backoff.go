package main

import (
	"sync"
	"time"
)

type node struct {
	mu    sync.Mutex
	peers []*link
	load  int
}

type link struct {
	mu      sync.Mutex
	latency time.Duration
	owner   *node
}

// rebalance holds the node, then each of its links.
func (n *node) rebalance() {
	n.mu.Lock()
	defer n.mu.Unlock()
	time.Sleep(20 * time.Millisecond)
	for _, l := range n.peers {
		l.mu.Lock()
		l.latency /= 2
		l.mu.Unlock()
	}
}

// probe holds the link and only tries the node: when rebalance has it, the link is let go
// and the probe backs off, so the two never wait on each other.
func (l *link) probe() {
	for attempt := 0; attempt < 20; attempt++ {
		l.mu.Lock()
		if l.owner.mu.TryLock() { // ok: TryLock never waits
			l.owner.load++
			l.owner.mu.Unlock()
			l.mu.Unlock()
			return
		}
		l.mu.Unlock()
		time.Sleep(10 * time.Millisecond)
	}
}

func main() {
	n := &node{}
	l := &link{latency: 40 * time.Millisecond, owner: n}
	n.peers = append(n.peers, l)
	go n.rebalance()
	go l.probe()
	time.Sleep(100 * time.Millisecond)
}
