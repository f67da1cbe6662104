package main

import (
	"fmt"
	"sync"
)

type outbox struct {
	mu      sync.Mutex
	pending []string
}

// ok: each iteration unlocks before sending, so the next Lock finds the
// mutex free.
func (o *outbox) drain() {
	for {
		o.mu.Lock()
		if len(o.pending) == 0 {
			o.mu.Unlock()
			return
		}
		msg := o.pending[0]
		o.pending = o.pending[1:]
		o.mu.Unlock()
		fmt.Println("sent", msg)
	}
}

func main() {
	o := &outbox{pending: []string{"welcome-email", "invoice-email"}}
	done := make(chan struct{})
	go func() {
		defer close(done)
		o.drain()
	}()
	<-done
}
