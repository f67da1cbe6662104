package main

import (
	"context"
	"fmt"
	"net"
)

// newLocalListener makes a listener and hands it to no one but its caller.
func newLocalListener() net.Listener {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		ln, err = net.Listen("tcp6", "[::1]:0")
	}
	if err != nil {
		panic(err)
	}
	return ln
}

var listenConfig = &net.ListenConfig{KeepAlive: -1}

// listenLocal makes one through a net.ListenConfig.
func listenLocal() (net.Listener, error) {
	return listenConfig.Listen(context.Background(), "tcp", "127.0.0.1:0")
}

// ok: the listener is the function's own, made by newLocalListener, and only the
// function's Dial knows its address: when the Dial fails, the goroutine is still in
// Accept, and the deferred Close makes Accept fail before any send.
func serveOnce() error {
	ln := newLocalListener()
	defer ln.Close()
	results := make(chan string)
	go func() {
		c, err := ln.Accept()
		if err != nil {
			return
		}
		defer c.Close()
		results <- c.LocalAddr().Network()
	}()
	c, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		return err
	}
	defer c.Close()
	fmt.Println(<-results)
	return nil
}

// ok: the same with a listener a net.ListenConfig makes, through listenLocal.
func serveConfigured() error {
	ln, err := listenLocal()
	if err != nil {
		return err
	}
	defer ln.Close()
	results := make(chan string)
	go func() {
		c, err := ln.Accept()
		if err != nil {
			return
		}
		defer c.Close()
		results <- c.LocalAddr().Network()
	}()
	c, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		return err
	}
	defer c.Close()
	fmt.Println(<-results)
	return nil
}

func main() {
	fmt.Println(serveOnce())
	fmt.Println(serveConfigured())
}
