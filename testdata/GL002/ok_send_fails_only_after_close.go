package main

import (
	"errors"
	"fmt"
	"os"
	"sync"
)

var errMailboxClosed = errors.New("mailbox closed")

type mailbox struct {
	mu       sync.Mutex
	messages []string
	closed   bool
}

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

// The goroutine leaves without closing done only when Post fails, and Post fails only
// once the mailbox is closed: the function alone closes it, and only after its wait.
func deliver(message string) int {
	var box mailbox
	done := make(chan struct{})
	go func() {
		if err := box.Post(message); err != nil {
			return
		}
		close(done)
	}()
	<-done
	defer box.Close()
	return len(box.messages)
}

func main() {
	fmt.Println(deliver(os.Args[0]))
}
