package main

import (
	"errors"
	"fmt"
	"net"
	"time"
)

// gate accepts through its listener and asks Check about each connection.
type gate struct {
	net.Listener
	Check func(net.Addr) error
}

func (g *gate) Accept() (net.Conn, error) {
	conn, err := g.Listener.Accept()
	if err != nil {
		return nil, err
	}
	if g.Check != nil {
		if err := g.Check(conn.RemoteAddr()); err != nil {
			conn.Close()
			return nil, err
		}
	}
	return conn, nil
}

// serveOne wraps its own open listener in a gate whose Check, fixed by the literal,
// always denies: Accept fails once the dialer has connected, and the dialer's result is
// left unreceived.
func serveOne() error {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	defer l.Close()
	deny := func(net.Addr) error { return errors.New("denied") }
	g := &gate{Listener: l, Check: deny}
	result := make(chan error)
	go func() {
		conn, err := net.Dial("tcp", g.Addr().String())
		if err == nil {
			conn.Close()
		}
		result <- err // want "GL001"
	}()
	conn, err := g.Accept()
	if err != nil {
		return err
	}
	conn.Close()
	return <-result
}

func main() {
	fmt.Println(serveOne())
	time.Sleep(10 * time.Millisecond)
	fmt.Println("done")
}
