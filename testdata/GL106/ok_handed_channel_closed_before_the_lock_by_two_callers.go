package main

import (
	"fmt"
	"sync"
	"time"
)

// Two operations each make a fresh done channel, start drain on it, and hand it to
// release, which closes it before it takes the lock: drain (holding n.mu) always gets
// its close.
type notifier struct {
	mu      sync.Mutex
	pending []string
	rounds  int
}

func (n *notifier) drain(done <-chan struct{}) {
	n.mu.Lock()
	defer n.mu.Unlock()
	n.pending = n.pending[:0]
	<-done
}

func (n *notifier) release(done chan struct{}) {
	close(done)
	n.mu.Lock()
	n.rounds++
	n.mu.Unlock()
}

func (n *notifier) Flush() {
	done := make(chan struct{})
	go n.drain(done)
	time.Sleep(time.Millisecond)
	n.release(done)
}

func (n *notifier) Reset() {
	done := make(chan struct{})
	go n.drain(done)
	time.Sleep(time.Millisecond)
	n.release(done)
}

func main() {
	n := &notifier{}
	n.Flush()
	n.Reset()
	time.Sleep(10 * time.Millisecond)
	n.mu.Lock()
	fmt.Println("rounds", n.rounds)
	n.mu.Unlock()
}
