package main

import (
	"fmt"
	"time"
)

// endpoint's loop stops when done is closed. Stop closes done but leaves subscribe open
// (only Close, which nothing calls here, closes both): a Watch after Stop waits forever.
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
	e.subscribe <- name // want "GL001:can stop doing so"
}

func (e *endpoint) Stop() {
	close(e.done)
}

func (e *endpoint) Close() {
	close(e.done)
	close(e.subscribe)
}

func main() {
	e := &endpoint{subscribe: make(chan string), done: make(chan struct{})}
	go e.loop()
	e.Watch("a")
	e.Stop()
	go e.Watch("b")
	time.Sleep(10 * time.Millisecond)
}
