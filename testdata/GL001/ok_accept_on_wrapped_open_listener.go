package main

import (
	"fmt"
	"net"
)

// Listener wraps a net.Listener; with a Policy it may refuse a connection, and Accept
// then fails.
type Listener struct {
	Listener net.Listener
	Policy   func(net.Addr) error
}

func (p *Listener) Accept() (net.Conn, error) {
	conn, err := p.Listener.Accept()
	if err != nil {
		return nil, err
	}
	if p.Policy != nil {
		if err := p.Policy(conn.RemoteAddr()); err != nil {
			conn.Close()
			return nil, err
		}
	}
	return conn, nil
}

func (p *Listener) Addr() net.Addr { return p.Listener.Addr() }

// The wrapper has no Policy and the listener it wraps is open: its Accept fails only
// where the wrapped one does, which an open listener does not, so the function does not
// leave before it receives the goroutine's result.
func dialBack() error {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	defer l.Close()
	pl := &Listener{Listener: l}
	result := make(chan error)
	go func() {
		conn, err := net.Dial("tcp", pl.Addr().String())
		if err != nil {
			panic(err)
		}
		defer conn.Close()
		if _, err := conn.Read(make([]byte, 1)); err != nil {
			result <- err
			return
		}
		close(result)
	}()
	conn, err := pl.Accept()
	if err != nil {
		return err
	}
	conn.Close()
	return <-result
}

// listen makes the wrapper around a listener of its own that nothing else holds.
func listen() *Listener {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		panic(err)
	}
	return &Listener{Listener: l}
}

// The same, with the wrapper from a helper: its listener is closed by nothing.
func dialBackThroughHelper() error {
	pl := listen()
	result := make(chan error)
	go func() {
		conn, err := net.Dial("tcp", pl.Addr().String())
		if err != nil {
			panic(err)
		}
		defer conn.Close()
		if _, err := conn.Read(make([]byte, 1)); err != nil {
			result <- err
			return
		}
		close(result)
	}()
	conn, err := pl.Accept()
	if err != nil {
		return err
	}
	conn.Close()
	return <-result
}

func main() {
	for i := 0; i < 3; i++ {
		fmt.Println(dialBack())
		fmt.Println(dialBackThroughHelper())
	}
}
