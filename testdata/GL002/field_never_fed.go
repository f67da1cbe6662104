package main

import "time"

// stopper's quit channel is made in the constructor, but nothing in the package ever sends
// on it or closes it: every goroutine waiting on it waits forever.
type stopper struct {
	quit chan struct{}
}

func newStopper() *stopper {
	return &stopper{quit: make(chan struct{})}
}

func (s *stopper) wait() {
	<-s.quit // want "GL002:nothing in the package ever sends on `stopper.quit`"
}

// accessor hands out its channel through a method: callers receive from the result.
type notifier struct {
	ready chan bool
}

func (n *notifier) Ready() <-chan bool { return n.ready }

func watchReady(n *notifier) {
	<-n.Ready() // want "GL002"
}

// closer closes its channel through a local copy in Stop: receivers are released.
type closer struct {
	done chan struct{}
}

func (c *closer) Stop() {
	done := c.done
	close(done)
}

func (c *closer) wait() {
	<-c.done // ok: Stop closes it through a copy
}

// handedIn keeps a channel it was given: whoever made it may send on it.
type handedIn struct {
	in chan int
}

func (h *handedIn) next() int {
	return <-h.in // ok: the channel comes from the caller
}

func main() {
	s := newStopper()
	go s.wait()
	n := &notifier{ready: make(chan bool)}
	go watchReady(n)
	c := &closer{done: make(chan struct{})}
	go c.wait()
	c.Stop()
	in := make(chan int, 1)
	in <- 1
	h := &handedIn{in: in}
	go h.next()
	time.Sleep(10 * time.Millisecond)
}
