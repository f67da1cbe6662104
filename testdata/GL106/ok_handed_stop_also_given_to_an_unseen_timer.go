package main

import (
	"fmt"
	"sync"
	"time"
)

// drain holds the notifier's lock while it waits on the stop channel it is handed, and the
// function closing that channel on its way out first waits for a helper taking the same
// lock. But the channel is also handed to a timer the package cannot see into (a function
// variable): its send lets drain go on, and the helper then gets the lock.
type notifier struct {
	mu      sync.Mutex
	pending []string
}

var startTimer = func(stop chan<- struct{}) {
	go func() {
		time.Sleep(time.Millisecond)
		stop <- struct{}{}
	}()
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
	startTimer(stop)
	go n.drain(stop)
	time.Sleep(time.Millisecond)
	flushed := make(chan struct{})
	go func() {
		n.mu.Lock()
		n.pending = nil
		n.mu.Unlock()
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
