package main

import (
	"fmt"
	"net"
)

// The function leaves early only when its Accept fails, and Accept fails only once the
// listener is closed: the function closes it on its way out (deferred), after that exit
// could be taken, so the exit is never taken and the goroutine's error is received.
func dialBack() error {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	defer ln.Close()
	errCh := make(chan error)
	go func() {
		conn, err := net.Dial("tcp", ln.Addr().String())
		if err != nil {
			errCh <- err
			return
		}
		conn.Close()
		close(errCh)
	}()
	conn, err := ln.Accept()
	if err != nil {
		return err
	}
	defer conn.Close()
	return <-errCh
}

func main() {
	for i := 0; i < 3; i++ {
		fmt.Println(dialBack())
	}
}
