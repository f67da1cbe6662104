package main

import (
	"fmt"
	"net"
)

// The function may close its listener before it accepts: Accept then fails, the function
// leaves, and the goroutine's failed Dial sends its error to nobody.
func dialBack(closeFirst bool) error {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	addr := ln.Addr().String()
	errCh := make(chan error)
	go func() {
		conn, err := net.Dial("tcp", addr)
		if err != nil {
			errCh <- err // want "GL001"
			return
		}
		conn.Close()
		close(errCh)
	}()
	if closeFirst {
		ln.Close()
	}
	conn, err := ln.Accept()
	if err != nil {
		return err
	}
	defer conn.Close()
	ln.Close()
	return <-errCh
}

func main() {
	for i := 0; i < 3; i++ {
		fmt.Println(dialBack(i == 1))
	}
}
