package main

import (
	"sync"
	"time"
)

type broadcaster struct {
	mu          sync.Mutex
	subscribers map[int]func(string)
	closed      bool
	incoming    chan string
	quit        chan struct{}
	done        chan struct{}
}

func newBroadcaster() *broadcaster {
	return &broadcaster{
		subscribers: map[int]func(string){1: func(string) {}},
		incoming:    make(chan string),
		quit:        make(chan struct{}),
		done:        make(chan struct{}),
	}
}

func (b *broadcaster) loop() {
	defer close(b.done)
	for {
		select {
		case <-b.quit:
			return
		case msg := <-b.incoming:
			time.Sleep(10 * time.Millisecond) // encode the message
			b.mu.Lock()
			for _, deliver := range b.subscribers {
				deliver(msg)
			}
			b.mu.Unlock()
		}
	}
}

func (b *broadcaster) Publish(msg string) {
	select {
	case b.incoming <- msg:
	case <-b.quit:
	}
}

// Close marks the broadcaster closed under the lock, and waits for the loop after
// releasing it.
func (b *broadcaster) Close() {
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return
	}
	b.closed = true
	b.mu.Unlock()
	close(b.quit)
	<-b.done // ok: the loop can take the lock it needs
}

func main() {
	b := newBroadcaster()
	go b.loop()
	b.Publish("hello")
	b.Close()
	time.Sleep(10 * time.Millisecond)
}
