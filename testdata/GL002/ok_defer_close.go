package main

import (
	"errors"
	"strings"
	"sync/atomic"
)

type conn struct {
	addr   string
	closed atomic.Bool
}

// ok: the deferred close releases the watcher on the error returns too.
func handshake(c *conn, greeting string) error {
	done := make(chan struct{})
	defer close(done)
	go func() {
		<-done
		c.closed.Store(true)
	}()
	if !strings.HasPrefix(greeting, "HELO") {
		return errors.New("bad greeting")
	}
	if len(greeting) > 64 {
		return errors.New("greeting too long")
	}
	return nil
}

func releaseOnDone(done <-chan struct{}, c *conn) {
	<-done
	c.closed.Store(true)
}

// ok: same with a named worker.
func negotiate(c *conn, version int) error {
	done := make(chan struct{})
	defer close(done)
	go releaseOnDone(done, c)
	if version < 2 {
		return errors.New("protocol too old")
	}
	return nil
}

func main() {
	c := &conn{addr: "10.0.0.1:25"}
	_ = handshake(c, "EHLO example")
	_ = negotiate(c, 1)
}
