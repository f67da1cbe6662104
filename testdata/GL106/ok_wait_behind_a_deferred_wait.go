package main

import (
	"fmt"
	"sync"
	"time"
)

// run defers its wait for the flusher, and closes stop in its body: the close comes
// before the deferred Wait, so drain gets stop, lets go of n.mu, the flusher takes it,
// and the Wait returns.
type notifier struct {
	mu      sync.Mutex
	pending []string
}

func (n *notifier) drain(stop <-chan struct{}) {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.pending = n.pending[:0]
	<-stop
}

func (n *notifier) run() {
	stop := make(chan struct{})
	go n.drain(stop)
	var wg sync.WaitGroup
	defer wg.Wait()
	wg.Add(1)
	go func() {
		defer wg.Done()
		n.mu.Lock()
		n.pending = nil
		n.mu.Unlock()
	}()
	time.Sleep(time.Millisecond)
	close(stop)
}

func main() {
	n := &notifier{pending: []string{"a"}}
	n.run()
	fmt.Println("done")
}
