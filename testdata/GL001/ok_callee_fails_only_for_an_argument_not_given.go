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

// The way out before the receive tests an error newClient gives only for a nil tunnel,
// and this call hands it a new one: it is never taken.
func connect(name string) (string, error) {
	greetings := make(chan string)
	go func() {
		greetings <- "hello " + name
	}()
	c, err := newClient(&tunnel{name: name}, false)
	if err != nil {
		return "", err
	}
	return <-greetings + " via " + c.t.name, nil
}

func main() {
	fmt.Println(connect("a"))
}
