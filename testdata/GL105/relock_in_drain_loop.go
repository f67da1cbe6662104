package main

import (
	"fmt"
	"sync"
)

type outbox struct {
	mu      sync.Mutex
	pending []string
}

// drain forgets to unlock after taking a message, so the next iteration
// locks the mutex it already holds.
func (o *outbox) drain() {
	for {
		o.mu.Lock() // want "GL105"
		if len(o.pending) == 0 {
			o.mu.Unlock()
			return
		}
		msg := o.pending[0]
		o.pending = o.pending[1:]
		fmt.Println("sent", msg)
	}
}

func flushOutbox() {
	o := &outbox{pending: []string{"welcome-email", "invoice-email"}}
	go o.drain()
}

func main() {
	flushOutbox()
}
