package main

import (
	"errors"
	"fmt"
	"net"
	"time"
)

// The listener is closed through the *net.TCPListener its assertion gives: once the
// function has given up, that deferred Close makes Accept fail, and the goroutine's
// report of the failure has no one to take it.
func acceptOrGiveUp(giveUp <-chan struct{}) error {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	tl := l.(*net.TCPListener)
	defer tl.Close()
	errCh := make(chan error)
	go func() {
		c, err := l.Accept()
		if err != nil {
			errCh <- err // want "GL001"
			return
		}
		c.Close()
		errCh <- nil
	}()
	select {
	case err := <-errCh:
		return err
	case <-giveUp:
		return errors.New("gave up")
	}
}

func main() {
	giveUp := make(chan struct{})
	close(giveUp)
	fmt.Println(acceptOrGiveUp(giveUp))
	time.Sleep(50 * time.Millisecond)
	println("done") // main goes on after the calls above
}
