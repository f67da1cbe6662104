package main

import (
	"errors"
	"fmt"
)

type tunnel struct{ name string }

type client struct{ t *tunnel }

var errNoTunnel = errors.New("no tunnel")

// newClient fails only when it is given no tunnel.
func newClient(t *tunnel, verbose bool) (*client, error) {
	if t == nil {
		return nil, errNoTunnel
	}
	if verbose {
		fmt.Println("client for", t.name)
	}
	return &client{t: t}, nil
}

// This call hands newClient no tunnel: it fails, and the way out leaves the goroutine
// with its greeting.
func connect(name string) (string, error) {
	greetings := make(chan string)
	go func() {
		greetings <- "hello " + name // want "GL001"
	}()
	c, err := newClient(nil, false)
	if err != nil {
		return "", err
	}
	return <-greetings + " via " + c.t.name, nil
}

func main() {
	for range 3 {
		fmt.Println(connect("a"))
	}
}
