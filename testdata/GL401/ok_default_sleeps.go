package main

import (
	"fmt"
	"time"
)

type mailbox struct {
	msgs chan string
}

// ok: the default case is not empty: it sleeps before polling again.
func (m *mailbox) receive() string {
	for {
		select {
		case msg := <-m.msgs:
			return msg
		default:
			time.Sleep(time.Millisecond)
		}
	}
}

func main() {
	m := &mailbox{msgs: make(chan string, 1)}
	go func() {
		time.Sleep(time.Millisecond)
		m.msgs <- "letter"
	}()
	fmt.Println(m.receive())
}
