package main

import (
	"fmt"
	"net"
)

// The goroutine makes its own listener and never closes it: its Accept cannot fail, so
// the goroutine does not leave before it closes accepted.
func acceptOne() {
	ready := make(chan string)
	accepted := make(chan struct{})
	go func() {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			panic(err)
		}
		ready <- ln.Addr().String()
		conn, err := ln.Accept()
		if err != nil {
			return
		}
		conn.Close()
		close(accepted)
	}()
	addr := <-ready
	c, err := net.Dial("tcp", addr)
	if err != nil {
		panic(err)
	}
	defer c.Close()
	<-accepted
	fmt.Println("accepted")
}

func main() {
	for i := 0; i < 3; i++ {
		acceptOne()
	}
}
