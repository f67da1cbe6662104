package main

import (
	"sync"
	"time"
)

// A coffer holds a key; a buffer holds sealed data.
type coffer struct {
	mu  sync.Mutex
	key []byte
}

type buffer struct {
	mu   sync.Mutex
	data []byte
}

// renewCoffer makes a coffer but hands it to a wiper before filling its key: from then on
// another goroutine can hold its lock, so the lock init takes can wait.
func renewCoffer(wipers chan<- *coffer) *coffer {
	c := new(coffer)
	c.key = make([]byte, 4)
	wipers <- c
	time.Sleep(10 * time.Millisecond)
	c.init()
	return c
}

func (c *coffer) init() {
	c.mu.Lock() // want "GL107"
	defer c.mu.Unlock()
	for i := range c.key {
		c.key[i] = byte(i + 1)
	}
}

// seal holds the buffer while it renews the coffer: buffer.mu, then the coffer's mu.
func (b *buffer) seal(wipers chan<- *coffer) {
	b.mu.Lock()
	defer b.mu.Unlock()
	c := renewCoffer(wipers)
	b.data = append(b.data[:0], c.key...)
}

// wipe holds a coffer while it clears a buffer: coffer.mu, then buffer.mu.
func (c *coffer) wipe(b *buffer) {
	c.mu.Lock()
	defer c.mu.Unlock()
	time.Sleep(20 * time.Millisecond)
	b.mu.Lock() // want "GL107"
	b.data = nil
	b.mu.Unlock()
}

func main() {
	b := &buffer{}
	wipers := make(chan *coffer, 1)
	go b.seal(wipers)
	go func() {
		c := <-wipers
		c.wipe(b)
	}()
	time.Sleep(100 * time.Millisecond)
	println("done") // main goes on after the calls above
}
