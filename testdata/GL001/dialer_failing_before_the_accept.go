package main

import (
	"errors"
	"fmt"
	"net"
)

var errSkipped = errors.New("skipped")

// The goroutine sends only when its Dial fails. The function may close the listener and
// leave before it accepts: the Dial then fails, and its error has nobody to take it.
func acceptUnless(skip bool) error {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	ready := make(chan struct{})
	result := make(chan error)
	go func() {
		<-ready
		conn, err := net.Dial("tcp", ln.Addr().String())
		if err != nil {
			result <- err // want "GL001"
			return
		}
		conn.Close()
		close(result)
	}()
	if skip {
		ln.Close()
		close(ready)
		return errSkipped
	}
	close(ready)
	conn, err := ln.Accept()
	if err != nil {
		return err
	}
	conn.Close()
	ln.Close()
	return <-result
}

func main() {
	for i := 0; i < 3; i++ {
		fmt.Println(acceptUnless(i == 1))
	}
}
