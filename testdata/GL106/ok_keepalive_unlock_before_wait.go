package main

import (
	"sync"
	"time"
)

type http2Client struct {
	mu              sync.Mutex
	activeStreams   int
	awakenKeepalive chan struct{}
	kpDormant       bool
	closing         chan struct{}
}

// keepalive marks itself dormant under the lock, then releases it before it waits.
func (t *http2Client) keepalive() {
	for {
		t.mu.Lock()
		if t.activeStreams < 1 {
			t.kpDormant = true
			t.mu.Unlock()
			select {
			case <-t.awakenKeepalive: // ok: waits without the lock
			case <-t.closing:
				return
			}
			continue
		}
		t.mu.Unlock()
		select {
		case <-time.After(5 * time.Millisecond):
		case <-t.closing:
			return
		}
	}
}

func (t *http2Client) NewStream() {
	t.mu.Lock()
	t.activeStreams++
	wake := t.activeStreams == 1 && t.kpDormant
	t.kpDormant = false
	t.mu.Unlock()
	if wake {
		select {
		case t.awakenKeepalive <- struct{}{}:
		case <-t.closing:
		}
	}
}

func main() {
	t := &http2Client{awakenKeepalive: make(chan struct{}), closing: make(chan struct{})}
	go t.keepalive()
	time.Sleep(10 * time.Millisecond)
	t.NewStream()
	time.Sleep(10 * time.Millisecond)
	close(t.closing)
	time.Sleep(10 * time.Millisecond)
}
