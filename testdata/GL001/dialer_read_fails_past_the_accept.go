package main

import (
	"errors"
	"fmt"
	"net"
)

var errStrict = errors.New("strict")

// Past the Accept the goroutine's Dial has succeeded, so its first send (on a failed
// Dial) will not come; its read of the connection the function closes fails, and that
// send is left with nobody to take it when the function leaves early.
func acceptAndDrop(strict bool) error {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	defer ln.Close()
	result := make(chan error)
	go func() {
		conn, err := net.Dial("tcp", ln.Addr().String())
		if err != nil {
			result <- err
			return
		}
		defer conn.Close()
		if _, err := conn.Read(make([]byte, 1)); err != nil {
			result <- err // want "GL001"
			return
		}
		close(result)
	}()
	conn, err := ln.Accept()
	if err != nil {
		return err
	}
	conn.Close()
	if strict {
		return errStrict
	}
	return <-result
}

func main() {
	for i := 0; i < 3; i++ {
		fmt.Println(acceptAndDrop(i == 1))
	}
}
