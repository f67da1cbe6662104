package main

import (
	"fmt"
	"net"
)

// The goroutine sends only once its Accept has returned a connection, and only the
// function's own Dial can connect to the listener (its address goes nowhere else): when
// the Dial fails the function leaves, the goroutine is still in Accept, and the deferred
// Close makes Accept fail, so the goroutine leaves without sending.
func roundTrip() error {
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
		connCh <- conn
	}()
	addr := ln.Addr().String()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		return err
	}
	defer c.Close()
	conn := <-connCh
	defer conn.Close()
	fmt.Println(conn.RemoteAddr() != nil)
	return nil
}

func main() {
	for i := 0; i < 3; i++ {
		fmt.Println(roundTrip())
	}
}
