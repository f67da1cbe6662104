package main

import (
	"errors"
	"fmt"
	"net"
)

// Listener wraps a net.Listener and refuses connections its Policy rejects.
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

var errRefused = errors.New("refused")

func refuseAll(net.Addr) error { return errRefused }

// The goroutine sends only when its Dial fails, and only it knows the listener's address:
// once the wrapper's Accept has returned (here always with the refusal), a connection
// came, so the Dial succeeded and the goroutine sends nothing.
func refuse() error {
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
			result <- err
			return
		}
		conn.Close()
		close(result)
	}()
	if _, err := pl.Accept(); err != nil {
		return err
	}
	return <-result
}

// The same with the function's own listener: its Accept returns only with a connection.
func acceptOne(strict bool) error {
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
		conn.Close()
		close(result)
	}()
	conn, err := ln.Accept()
	if err != nil {
		return err
	}
	defer conn.Close()
	if strict && conn.RemoteAddr().Network() != "tcp" {
		return errRefused
	}
	return <-result
}

func main() {
	for i := 0; i < 3; i++ {
		fmt.Println(refuse(), acceptOne(i == 1))
	}
}
