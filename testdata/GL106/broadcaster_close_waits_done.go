package main

import (
	"sync"
	"time"
)

type broadcaster struct {
	mu          sync.Mutex
	subscribers map[int]func(string)
	incoming    chan string
	quit        chan struct{}
	done        chan struct{}
}

func newBroadcaster() *broadcaster {
	return &broadcaster{
		subscribers: map[int]func(string){},
		incoming:    make(chan string),
		quit:        make(chan struct{}),
		done:        make(chan struct{}),
	}
}

func (b *broadcaster) loop() {
	for {
		select {
		case <-b.quit:
			close(b.done)
			return
		case msg := <-b.incoming:
			time.Sleep(20 * time.Millisecond) // encode the message
			b.mu.Lock() // want "GL106"
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

// Close stops the loop and waits for it while holding the subscriber lock.
func (b *broadcaster) Close() {
	b.mu.Lock()
	defer b.mu.Unlock()
	close(b.quit)
	<-b.done // want "GL106"
	b.subscribers = nil
}

func main() {
	b := newBroadcaster()
	go b.loop()
	b.Publish("hello")
	go b.Close()
	time.Sleep(50 * time.Millisecond)
}
