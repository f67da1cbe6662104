package main

import (
	"fmt"
	"sync"
	"time"
)

// drain holds the notifier's lock while it waits on the stop channel it is handed, and the
// function closing that channel on its way out first waits for a helper. The helper takes
// the notifier's other lock, not the one drain holds: it reports back, the function
// returns and closes the channel, and drain goes on.
type notifier struct {
	mu      sync.Mutex
	statsMu sync.Mutex
	pending []string
	flushes int
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
	defer close(stop)
	go n.drain(stop)
	time.Sleep(time.Millisecond)
	flushed := make(chan struct{})
	go func() {
		n.statsMu.Lock()
		n.flushes++
		n.statsMu.Unlock()
		close(flushed)
	}()
	<-flushed
}

func main() {
	n := &notifier{pending: []string{"a", "b"}}
	go n.run()
	time.Sleep(20 * time.Millisecond)
	fmt.Println("done")
}
