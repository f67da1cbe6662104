package main

import (
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"strconv"
	"sync"
)

// The listener is closed before the wait: the goroutine's Accept fails and it leaves
// without sending, so the receive waits forever.
func closeThenWait() error {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	connCh := make(chan net.Conn)
	go func() {
		conn, err := ln.Accept()
		if err != nil {
			return
		}
		connCh <- conn
	}()
	ln.Close()
	conn := <-connCh // want "GL002"
	defer conn.Close()
	fmt.Println(conn.RemoteAddr())
	return nil
}

// The goroutine's Accept cannot fail while the function waits (the listener is closed
// only after the wait), but its parse can: the function writes what does not parse, and
// the goroutine leaves without sending.
func readNumber() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer ln.Close()
	c, err := net.Dial("tcp", ln.Addr().String())
	if err != nil {
		return 0, err
	}
	numbers := make(chan int)
	go func() {
		conn, err := ln.Accept()
		if err != nil {
			return
		}
		defer conn.Close()
		b, err := io.ReadAll(conn)
		if err != nil {
			return
		}
		n, err := strconv.Atoi(string(b))
		if err != nil {
			return
		}
		numbers <- n
	}()
	_, _ = c.Write([]byte("not a number"))
	c.Close()
	return <-numbers, nil // want "GL002"
}

var errMailboxClosed = errors.New("mailbox closed")

type mailbox struct {
	mu       sync.Mutex
	messages []string
	closed   bool
}

func newSealedMailbox() *mailbox { return &mailbox{closed: true} }

// Post fails only once the mailbox is closed.
func (m *mailbox) Post(message string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return errMailboxClosed
	}
	m.messages = append(m.messages, message)
	return nil
}

func (m *mailbox) Close() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.closed = true
}

// The mailbox may be closed before the goroutine posts: Post fails, and the goroutine
// leaves without closing done.
func deliver(message string, shutdown bool) int {
	var box mailbox
	if shutdown {
		box.Close()
	}
	done := make(chan struct{})
	go func() {
		if err := box.Post(message); err != nil {
			return
		}
		close(done)
	}()
	<-done // want "GL002"
	return len(box.messages)
}

// A mailbox made sealed fails every Post.
func deliverSealed(message string) int {
	box := newSealedMailbox()
	done := make(chan struct{})
	go func() {
		if err := box.Post(message); err != nil {
			return
		}
		close(done)
	}()
	<-done // want "GL002"
	defer box.Close()
	return len(box.messages)
}

func main() {
	for i := 0; i < 3; i++ {
		go func() { fmt.Println(closeThenWait()) }()
		go func() { fmt.Println(readNumber()) }()
	}
	go deliver(os.Args[0], len(os.Args) > 0)
	go deliverSealed(os.Args[0])
}
