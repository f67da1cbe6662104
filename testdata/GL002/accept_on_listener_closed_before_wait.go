package main

import (
	"fmt"
	"net"
)

// The listener is closed before the wait: the goroutine's Accept fails and it leaves
// without sending, so the receive waits forever.
func closeThenWait() error {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	connCh := make(chan net.Conn)
	go func() {
		conn, err := ln.Accept()
		if err != nil {
			return
		}
		connCh <- conn
	}()
	ln.Close()
	conn := <-connCh // want "GL002"
	defer conn.Close()
	fmt.Println(conn.RemoteAddr())
	return nil
}

func main() {
	for i := 0; i < 3; i++ {
		go func() { fmt.Println(closeThenWait()) }()
	}
}
