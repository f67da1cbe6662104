package main

import (
	"errors"
	"fmt"
	"net"
	"time"
)

// newLocalListener makes a listener and hands it to no one but its caller.
func newLocalListener() net.Listener {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		panic(err)
	}
	return ln
}

// Nothing closes the listener, so its Accept cannot fail and the error report is never
// sent; once the function has given up waiting, a peer that connects late leaves the
// goroutine stuck reporting the connection.
func firstPeer(giveUp <-chan struct{}, addrs chan<- string) error {
	ln := newLocalListener()
	accepted := make(chan error)
	go func() {
		c, err := ln.Accept()
		if err != nil {
			accepted <- err
			return
		}
		c.Close()
		accepted <- nil // want "GL001"
	}()
	addrs <- ln.Addr().String()
	select {
	case err := <-accepted:
		return err
	case <-giveUp:
		return errors.New("gave up")
	}
}

func main() {
	giveUp := make(chan struct{})
	close(giveUp)
	addrs := make(chan string, 1)
	fmt.Println(firstPeer(giveUp, addrs))
	c, err := net.Dial("tcp", <-addrs)
	if err == nil {
		c.Close()
	}
	time.Sleep(50 * time.Millisecond)
	println("done") // main goes on after the calls above
}
