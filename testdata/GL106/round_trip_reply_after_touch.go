package main

import (
	"fmt"
	"sync"
	"time"
)

type request struct {
	method string
}

type response struct {
	status int
}

type conn struct {
	mu       sync.Mutex
	lastSeen time.Time
	writeCh  chan request
	wire     chan request
	readCh   chan response
}

// roundTrip serialises calls on the connection: it holds the lock for the whole exchange.
func (c *conn) roundTrip(req request) response {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.writeCh <- req
	return <-c.readCh // want "GL106"
}

func (c *conn) writeLoop() {
	for req := range c.writeCh {
		c.wire <- req
	}
	close(c.wire)
}

func (c *conn) touch() {
	c.mu.Lock() // want "GL106"
	c.lastSeen = time.Now()
	c.mu.Unlock()
}

// readLoop records activity (taking the lock) before it hands the response back.
func (c *conn) readLoop() {
	for req := range c.wire {
		time.Sleep(20 * time.Millisecond) // wait for the peer
		c.touch()
		c.readCh <- response{status: len(req.method)}
	}
}

func main() {
	c := &conn{
		writeCh: make(chan request),
		wire:    make(chan request),
		readCh:  make(chan response),
	}
	go c.writeLoop()
	go c.readLoop()
	go func() {
		fmt.Println(c.roundTrip(request{method: "GET"}))
	}()
	time.Sleep(50 * time.Millisecond)
	close(c.writeCh)
}
