package main

import (
	"errors"
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

// The wrapper has a Policy that refuses every connection: its Accept fails, the function
// leaves, and the goroutine's read of the refused connection fails with nobody to take
// its error.
func dialBack() error {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	defer l.Close()
	pl := &Listener{Listener: l, Policy: refuseAll}
	result := make(chan error)
	go func() {
		conn, err := net.Dial("tcp", pl.Addr().String())
		if err != nil {
			panic(err)
		}
		defer conn.Close()
		if _, err := conn.Read(make([]byte, 1)); err != nil {
			result <- err // want "GL001"
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

var errRefused = errors.New("refused")

func refuseAll(net.Addr) error { return errRefused }

func main() {
	for i := 0; i < 3; i++ {
		fmt.Println(dialBack())
	}
}
