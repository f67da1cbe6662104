package main

import (
	"fmt"
	"time"
)

// endpoint's loop stops when done is closed, and Close, the only code that closes done,
// closes subscribe right beside it: a subscription sent after the loop has stopped panics
// on the closed channel (recovered below) rather than waiting forever.
type endpoint struct {
	subscribe chan string
	done      chan struct{}
}

func (e *endpoint) loop() {
	for {
		select {
		case name := <-e.subscribe:
			fmt.Println("subscribed", name)
		case <-e.done:
			return
		}
	}
}

func (e *endpoint) Watch(name string) {
	e.subscribe <- name // ok: the loop stops only as Close closes subscribe too
}

func (e *endpoint) Close() {
	close(e.done)
	close(e.subscribe)
}

func main() {
	e := &endpoint{subscribe: make(chan string), done: make(chan struct{})}
	go e.loop()
	e.Watch("a")
	e.Close()
	go func() {
		defer func() { fmt.Println("late watch:", recover()) }()
		e.Watch("b")
	}()
	time.Sleep(10 * time.Millisecond)
}
