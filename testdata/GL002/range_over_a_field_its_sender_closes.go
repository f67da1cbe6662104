package main

import (
	"fmt"
	"time"
)

// feed hands its events out through an exported field, and closes it once it has
// published them all.
type feed struct {
	Events chan string
}

func newFeed() *feed { return &feed{Events: make(chan string)} }

func (f *feed) publish(n int) {
	for i := range n {
		f.Events <- fmt.Sprint("event ", i)
	}
	close(f.Events)
}

// watch waits for the watcher's signal, but the watcher's range runs out once the feed is
// closed, before the event it waits for was published: it leaves without closing found.
func watch(f *feed) {
	found := make(chan struct{})
	go func() {
		for e := range f.Events {
			if e == "event 5" {
				close(found)
				return
			}
		}
	}()
	<-found // want "GL002"
	fmt.Println("found")
}

func main() {
	f := newFeed()
	go f.publish(3)
	go watch(f)
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
