package main

import (
	"fmt"
	"time"
)

// relay's receiving loop is a helper handed the channel as a parameter: it
// stops when quit is closed, and publish's plain send cannot tell.
type relay struct {
	updates chan string
	quit    chan struct{}
}

func forward(in <-chan string, quit <-chan struct{}) {
	for {
		select {
		case u := <-in:
			fmt.Println("forwarded", u)
		case <-quit:
			return
		}
	}
}

func (r *relay) start() {
	go forward(r.updates, r.quit)
}

func (r *relay) publish(update string) {
	r.updates <- update // want "GL001:can stop doing so"
}

func main() {
	r := &relay{updates: make(chan string), quit: make(chan struct{})}
	r.start()
	r.publish("v1")
	close(r.quit)
	time.Sleep(time.Millisecond)
	go r.publish("v2")
	time.Sleep(10 * time.Millisecond)
}
