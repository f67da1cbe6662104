package main

import (
	"fmt"
	"sync"
	"time"
)

type conn struct {
	mu       sync.Mutex
	hijacked bool
	body     *body
}

type body struct {
	mu      sync.Mutex
	reading bool
	conn    *conn
}

func (c *conn) isHijacked() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.hijacked
}

// read asserts that no other read runs: a second one at once is its caller's bug, and
// only that failing path, which always panics, asks the connection (the other order).
func (b *body) read() {
	b.mu.Lock()
	if b.reading {
		time.Sleep(10 * time.Millisecond)
		hijacked := b.conn.isHijacked()
		b.mu.Unlock()
		if hijacked {
			panic("read after hijack")
		}
		panic("concurrent read")
	}
	b.reading = true
	b.mu.Unlock()
	time.Sleep(10 * time.Millisecond)
	b.mu.Lock()
	b.reading = false
	b.mu.Unlock()
}

// hijack holds the connection while it stops the body's read.
func (c *conn) hijack() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.hijacked = true
	time.Sleep(10 * time.Millisecond)
	c.body.mu.Lock()
	c.body.reading = false
	c.body.mu.Unlock()
}

func main() {
	c := &conn{}
	c.body = &body{conn: c}
	var wg sync.WaitGroup
	wg.Add(2)
	go func() {
		defer wg.Done()
		c.body.read()
	}()
	go func() {
		defer wg.Done()
		c.hijack()
	}()
	wg.Wait()
	fmt.Println("done")
}
