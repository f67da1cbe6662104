package main

import (
	"fmt"
	"net"
)

// The goroutine leaves without sending only when Accept fails, and Accept fails only
// once the listener is closed: the function closes it only after its wait (deferred).
func serveOne() error {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	defer ln.Close()
	connCh := make(chan net.Conn, 1)
	go func() {
		conn, err := ln.Accept()
		if err != nil {
			return
		}
		connCh <- conn
	}()
	c, err := net.Dial("tcp", ln.Addr().String())
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
		fmt.Println(serveOne())
	}
}
