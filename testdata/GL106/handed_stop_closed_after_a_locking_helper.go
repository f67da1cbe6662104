package main

import (
	"fmt"
	"sync"
	"time"
)

// A notifier's drain holds the notifier's lock while it waits on the stop channel it is
// handed. The function that closes that channel (on its way out) first waits for a helper
// goroutine that must take the same lock before it reports back: none of the three gets
// past.
type notifier struct {
	mu      sync.Mutex
	pending []string
}

func (n *notifier) drain(stop <-chan struct{}) {
	n.mu.Lock()
	defer n.mu.Unlock()
	for len(n.pending) > 0 {
		n.pending = n.pending[1:]
	}
	<-stop // want "GL106"
}

func (n *notifier) run() {
	stop := make(chan struct{})
	defer close(stop)
	go n.drain(stop)
	time.Sleep(time.Millisecond)
	flushed := make(chan struct{})
	go func() {
		n.mu.Lock() // want "GL106"
		n.pending = nil
		n.mu.Unlock()
		close(flushed)
	}()
	<-flushed // want "GL106"
}

func main() {
	n := &notifier{pending: []string{"a", "b"}}
	go n.run()
	time.Sleep(20 * time.Millisecond)
	fmt.Println("done")
}
