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
}

type stream struct {
	id uint32
}

// keepalive goes dormant when no stream is active, and waits to be woken while still
// holding the client lock.
func (t *http2Client) keepalive() {
	for {
		time.Sleep(5 * time.Millisecond)
		t.mu.Lock()
		if t.activeStreams < 1 {
			t.kpDormant = true
			<-t.awakenKeepalive // want "GL106"
			t.kpDormant = false
		}
		t.mu.Unlock()
	}
}

// NewStream registers the stream under the lock and wakes a dormant keepalive.
func (t *http2Client) NewStream(id uint32) *stream {
	t.mu.Lock() // want "GL106"
	t.activeStreams++
	if t.activeStreams == 1 && t.kpDormant {
		t.mu.Unlock()
		t.awakenKeepalive <- struct{}{}
		return &stream{id: id}
	}
	t.mu.Unlock()
	return &stream{id: id}
}

func main() {
	t := &http2Client{awakenKeepalive: make(chan struct{})}
	go t.keepalive()
	go func() {
		time.Sleep(40 * time.Millisecond)
		t.NewStream(1)
	}()
	time.Sleep(80 * time.Millisecond)
}
