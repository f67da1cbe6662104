package main

import (
	"fmt"
	"net"
)

// The listener's address is also handed to a helper that connects: Accept may return
// that connection while the function's own Dial fails, and the goroutine's send is left
// with nobody to receive it.
func roundTrip(probe bool) error {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	defer ln.Close()
	connCh := make(chan net.Conn)
	go func() {
		conn, err := ln.Accept()
		if err != nil {
			return
		}
		connCh <- conn // want "GL001"
	}()
	if probe {
		knock(ln.Addr().String())
	}
	c, err := net.Dial("tcp", "127.0.0.1:1")
	if err != nil {
		return err
	}
	defer c.Close()
	conn := <-connCh
	defer conn.Close()
	return nil
}

func knock(addr string) {
	c, err := net.Dial("tcp", addr)
	if err == nil {
		c.Close()
	}
}

func main() {
	for i := 0; i < 3; i++ {
		fmt.Println(roundTrip(i == 1))
	}
}
