package main

import (
	"fmt"
	"io"
	"net"
	"strconv"
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

// The goroutine's Accept cannot fail while the function waits (the listener is closed
// only after the wait), but its parse can: the function writes what does not parse, and
// the goroutine leaves without sending.
func readNumber() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer ln.Close()
	c, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		return 0, err
	}
	numbers := make(chan int)
	go func() {
		conn, err := ln.Accept()
		if err != nil {
			return
		}
		defer conn.Close()
		b, err := io.ReadAll(conn)
		if err != nil {
			return
		}
		n, err := strconv.Atoi(string(b))
		if err != nil {
			return
		}
		numbers <- n
	}()
	_, _ = c.Write([]byte("not a number"))
	c.Close()
	return <-numbers, nil // want "GL002"
}

func main() {
	for i := 0; i < 3; i++ {
		go func() { fmt.Println(closeThenWait()) }()
		go func() { fmt.Println(readNumber()) }()
	}
}
