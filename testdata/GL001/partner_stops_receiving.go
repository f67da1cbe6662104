package main

import (
	"context"
	"fmt"
	"time"
)

// node serves status requests until it is stopped; Status sends its request with a plain
// send that cannot give up, so once run has returned, the next Status blocks forever.
type node struct {
	status chan chan int
	stop   chan struct{}
}

func (n *node) run() {
	for {
		select {
		case c := <-n.status:
			c <- 1
		case <-n.stop:
			return
		}
	}
}

func (n *node) Status() int {
	c := make(chan int)
	n.status <- c // want "GL001:can stop doing so"
	return <-c
}

// agent's receiver leaves when its context is cancelled; senders cannot tell.
type agent struct {
	results chan int
}

func (a *agent) serve(ctx context.Context) {
	for {
		select {
		case <-a.results:
		case <-ctx.Done():
			return
		}
	}
}

func (a *agent) report(v int) {
	a.results <- v // want "GL001"
}

// ticker's own caller stops the loop after its sends: every send comes first.
type ticker struct {
	beats chan int
	quit  chan struct{}
}

func (t *ticker) loop() {
	for {
		select {
		case <-t.beats:
		case <-t.quit:
			return
		}
	}
}

func beatTwice() {
	t := &ticker{beats: make(chan int), quit: make(chan struct{})}
	go t.loop()
	t.beats <- 1 // ok: the stop comes after the sends
	t.beats <- 2
	close(t.quit)
}

// subscriptions' loop stops when done is closed. Stop closes done but leaves subscribe
// open (only Close, which nothing calls here, closes both): a Watch after Stop waits
// forever.
type subscriptions struct {
	subscribe chan string
	done      chan struct{}
}

func (s *subscriptions) loop() {
	for {
		select {
		case name := <-s.subscribe:
			fmt.Println("subscribed", name)
		case <-s.done:
			return
		}
	}
}

func (s *subscriptions) Watch(name string) {
	s.subscribe <- name // want "GL001:can stop doing so"
}

func (s *subscriptions) Stop() {
	close(s.done)
}

func (s *subscriptions) Close() {
	close(s.done)
	close(s.subscribe)
}

func main() {
	n := &node{status: make(chan chan int), stop: make(chan struct{})}
	go n.run()
	n.Status()
	close(n.stop)
	time.Sleep(time.Millisecond)
	go n.Status()

	ctx, cancel := context.WithCancel(context.Background())
	a := &agent{results: make(chan int)}
	go a.serve(ctx)
	a.report(1)
	cancel()
	time.Sleep(time.Millisecond)
	go a.report(2)

	beatTwice()

	subs := &subscriptions{subscribe: make(chan string), done: make(chan struct{})}
	go subs.loop()
	subs.Watch("a")
	subs.Stop()
	time.Sleep(time.Millisecond)
	go subs.Watch("b")
	time.Sleep(10 * time.Millisecond)
}
