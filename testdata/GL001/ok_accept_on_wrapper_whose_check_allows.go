package main

import (
	"fmt"
	"net"
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
// always allows: the gate's Accept cannot fail, so the way out on its error is never
// taken and the dialer's result is always received.
func serveOne() error {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	defer l.Close()
	allow := func(net.Addr) error { return nil }
	g := &gate{Listener: l, Check: allow}
	result := make(chan error)
	go func() {
		conn, err := net.Dial("tcp", g.Addr().String())
		if err == nil {
			conn.Close()
		}
		result <- err
	}()
	conn, err := g.Accept()
	if err != nil {
		return err // ok: Accept on the open listener succeeds, and Check allows
	}
	conn.Close()
	return <-result
}

func main() {
	fmt.Println(serveOne())
}
