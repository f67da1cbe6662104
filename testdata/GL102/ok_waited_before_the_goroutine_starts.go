package main

import (
	"fmt"
	"sync"
)

// client starts its workers again after a lost connection: connLost waits for the old
// workers first, and only then starts reconnect, whose Add counts the new workers for
// the next connLost. That Wait has returned before reconnect runs.
type client struct {
	workers sync.WaitGroup
	stop    chan struct{}
	lost    chan struct{}
}

func (c *client) work(stop chan struct{}) {
	defer c.workers.Done()
	<-stop
}

func (c *client) connLost() {
	close(c.stop)
	c.workers.Wait()
	go c.reconnect()
}

func (c *client) reconnect() {
	c.stop = make(chan struct{})
	c.workers.Add(2)
	go c.work(c.stop)
	go c.work(c.stop)
	c.lost <- struct{}{}
}

func main() {
	c := &client{stop: make(chan struct{}), lost: make(chan struct{})}
	c.workers.Add(1)
	go c.work(c.stop)
	c.connLost()
	<-c.lost
	c.connLost()
	<-c.lost
	fmt.Println("done")
}
