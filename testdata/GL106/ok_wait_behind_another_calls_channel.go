package main

import (
	"fmt"
	"sync"
	"time"
)

// stopAfter waits for a flush to be reported, then closes stop. Restart hands it a flush
// that a locking helper reports (and no goroutine waits on its stop); Shutdown hands it a
// flush that an unlocked helper reports, and its stop to drain. drain, holding n.mu, gets
// Shutdown's close: stopAfter's wait in Shutdown's run needs no lock.
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

func (n *notifier) stopAfter(stop, flushed chan struct{}) {
	<-flushed
	close(stop)
}

func (n *notifier) Restart() {
	stop := make(chan struct{})
	flushed := make(chan struct{})
	go func() {
		n.mu.Lock()
		n.pending = nil
		n.mu.Unlock()
		close(flushed)
	}()
	n.stopAfter(stop, flushed)
}

func (n *notifier) Shutdown() {
	stop := make(chan struct{})
	flushed := make(chan struct{})
	go n.drain(stop)
	go func() {
		time.Sleep(time.Millisecond)
		close(flushed)
	}()
	n.stopAfter(stop, flushed)
}

func main() {
	n := &notifier{}
	n.Restart()
	n.Shutdown()
	time.Sleep(10 * time.Millisecond)
	n.mu.Lock()
	fmt.Println("done")
	n.mu.Unlock()
}
