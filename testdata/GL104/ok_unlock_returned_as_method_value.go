package main

import (
	"errors"
	"sync"
)

var errClosed = errors.New("closed")

type conn struct {
	reconnecting sync.Mutex
	closed       bool
}

// beginClose hands its lock to the caller on success: the caller defers the
// returned unlock, the lock's own Unlock method as a value.
func (c *conn) beginClose() (unlock func(), err error) {
	c.reconnecting.Lock()
	if c.closed {
		c.reconnecting.Unlock()
		return nil, errClosed
	}
	return c.reconnecting.Unlock, nil
}

func (c *conn) Close() error {
	unlock, err := c.beginClose()
	if err != nil {
		return err
	}
	defer unlock()
	c.closed = true
	return nil
}

func main() {
	c := &conn{}
	done := make(chan error)
	go func() { done <- c.Close() }()
	<-done
	go func() { done <- c.Close() }()
	println(<-done != nil)
}
