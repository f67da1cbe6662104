package main

import "errors"

// client applies updates until its watcher sees the source fail: the receiver stops on
// its own, with no call of the client's.
type client struct {
	updates chan int
	failed  chan struct{}
}

func newClient(poll func() error) *client {
	c := &client{updates: make(chan int), failed: make(chan struct{})}
	go c.watch(poll)
	go c.apply()
	return c
}

func (c *client) watch(poll func() error) {
	for poll() == nil {
	}
	close(c.failed)
}

func (c *client) apply() {
	for {
		select {
		case u := <-c.updates:
			println(u)
		case <-c.failed:
			return
		}
	}
}

// Update waits forever once the source has failed.
func (c *client) Update(u int) {
	c.updates <- u // want "GL006"
}

func main() {
	c := newClient(func() error { return errors.New("gone") })
	register(c.Update)
}

// register hands a function to code the package does not show.
func register(any) {}
