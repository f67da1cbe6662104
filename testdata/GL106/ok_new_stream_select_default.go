package main

import (
	"sync"
	"time"
)

type transport struct {
	mu              sync.Mutex
	activeStreams   int
	awakenKeepalive chan struct{}
	closing         chan struct{}
}

// newStream wakes the keepalive under the lock, but never waits for it: if nobody is
// listening the wake-up is dropped.
func (t *transport) newStream() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.activeStreams++
	if t.activeStreams == 1 {
		select {
		case t.awakenKeepalive <- struct{}{}: // ok: select with default never blocks
		default:
		}
	}
}

func (t *transport) keepalive() {
	for {
		select {
		case <-t.awakenKeepalive:
			time.Sleep(5 * time.Millisecond) // ping
			t.mu.Lock()
			t.activeStreams--
			t.mu.Unlock()
		case <-t.closing:
			return
		}
	}
}

func main() {
	t := &transport{awakenKeepalive: make(chan struct{}), closing: make(chan struct{})}
	go t.keepalive()
	for i := 0; i < 3; i++ {
		go t.newStream()
	}
	time.Sleep(30 * time.Millisecond)
	close(t.closing)
	time.Sleep(10 * time.Millisecond)
}
