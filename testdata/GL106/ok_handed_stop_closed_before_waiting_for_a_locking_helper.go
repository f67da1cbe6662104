package main

import (
	"fmt"
	"sync"
	"time"
)

// drain holds the notifier's lock while it waits on the stop channel it is handed. The
// function closes that channel before it waits for a helper that takes the same lock:
// drain lets go of the lock, the helper takes it and reports back.
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
	<-stop
}

func (n *notifier) run() {
	stop := make(chan struct{})
	go n.drain(stop)
	time.Sleep(time.Millisecond)
	flushed := make(chan struct{})
	go func() {
		n.mu.Lock()
		n.pending = nil
		n.mu.Unlock()
		close(flushed)
	}()
	close(stop)
	<-flushed
}

func main() {
	n := &notifier{pending: []string{"a", "b"}}
	go n.run()
	time.Sleep(20 * time.Millisecond)
	fmt.Println("done")
}
