package main

import (
	"errors"
	"sync"
	"time"
)

var errHijacked = errors.New("read after hijack")

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
	c.mu.Lock() // want "GL107"
	defer c.mu.Unlock()
	return c.hijacked
}

// read reports a read after a hijack as an error, a path the working program takes: the
// order it takes there (the body, then the connection) meets hijack's.
func (b *body) read() error {
	b.mu.Lock()
	if b.reading {
		time.Sleep(10 * time.Millisecond)
		hijacked := b.conn.isHijacked()
		b.mu.Unlock()
		if hijacked {
			return errHijacked
		}
		panic("concurrent read")
	}
	b.reading = true
	b.mu.Unlock()
	return nil
}

// hijack holds the connection while it stops the body's read.
func (c *conn) hijack() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.hijacked = true
	time.Sleep(10 * time.Millisecond)
	c.body.mu.Lock() // want "GL107"
	c.body.reading = false
	c.body.mu.Unlock()
}

func main() {
	c := &conn{}
	c.body = &body{conn: c, reading: true}
	go func() { _ = c.body.read() }()
	go c.hijack()
	time.Sleep(50 * time.Millisecond)
	println("done") // main goes on after the calls above
}
