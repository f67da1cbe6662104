package main

import (
	"sync"
	"time"
)

type transport struct {
	mu      sync.Mutex
	pending int
	flushCh chan []byte
	written int
}

type stream struct {
	id     uint32
	parent *transport
}

// write queues a frame for the flusher while holding the transport lock.
func (s *stream) write(frame []byte) {
	s.parent.mu.Lock()
	defer s.parent.mu.Unlock()
	s.parent.pending++
	s.parent.flushCh <- frame // want "GL106"
}

func (t *transport) flusher() {
	for frame := range t.flushCh {
		time.Sleep(20 * time.Millisecond) // write to the socket
		t.mu.Lock() // want "GL106"
		t.pending--
		t.written += len(frame)
		t.mu.Unlock()
	}
}

func main() {
	t := &transport{flushCh: make(chan []byte)}
	go t.flusher()
	for id := uint32(1); id <= 2; id++ {
		s := &stream{id: id, parent: t}
		go s.write([]byte("HEADERS"))
	}
	time.Sleep(50 * time.Millisecond)
}
