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

var current = newCoffer()

// newCoffer makes a coffer and fills its key before anyone else can see it: the lock init
// takes is on an object only this call holds.
func newCoffer() *coffer {
	c := new(coffer)
	c.key = make([]byte, 4)
	c.init()
	return c
}

func (c *coffer) init() {
	c.mu.Lock() // ok: the coffer newCoffer has just made, which no goroutine can hold
	defer c.mu.Unlock()
	for i := range c.key {
		c.key[i] = byte(i + 1)
	}
}

// seal holds the buffer while it makes a fresh coffer for it: buffer.mu, then the new
// coffer's mu.
func (b *buffer) seal() {
	b.mu.Lock()
	defer b.mu.Unlock()
	time.Sleep(10 * time.Millisecond)
	c := newCoffer()
	b.data = append(b.data[:0], c.key...)
}

// wipe holds the current coffer while it clears a buffer: coffer.mu, then buffer.mu. A
// coffer seal holds is never one that wipe holds, so the orders never meet.
func (c *coffer) wipe(b *buffer) {
	c.mu.Lock()
	defer c.mu.Unlock()
	time.Sleep(10 * time.Millisecond)
	b.mu.Lock() // ok: seal never holds this coffer
	b.data = nil
	b.mu.Unlock()
}

func main() {
	b := &buffer{}
	var wg sync.WaitGroup
	for range 4 {
		wg.Add(2)
		go func() {
			defer wg.Done()
			b.seal()
		}()
		go func() {
			defer wg.Done()
			current.wipe(b)
		}()
	}
	wg.Wait()
	println("done") // main goes on after the calls above
}
