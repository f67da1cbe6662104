package main

import (
	"fmt"
	"time"
)

// feed hands its events out through an exported field that it only ever sends on: no
// code closes it (a close elsewhere would make feed's next send panic).
type feed struct {
	Events chan string
}

func newFeed() *feed { return &feed{Events: make(chan string)} }

func (f *feed) publish(n int) {
	for i := range n {
		f.Events <- fmt.Sprint("event ", i)
	}
}

// watch waits for the watcher's signal. The watcher's range over f.Events never runs
// out, so the watcher leaves only by closing found.
func watch(f *feed) {
	found := make(chan struct{})
	go func() {
		for e := range f.Events {
			if e == "event 2" {
				close(found)
				return
			}
		}
	}()
	<-found // ok: the watcher leaves only through close(found)
	fmt.Println("found")
}

func main() {
	f := newFeed()
	go f.publish(3)
	go watch(f)
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
