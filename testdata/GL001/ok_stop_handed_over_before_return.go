package main

import (
	"fmt"
	"time"
)

// source yields a few items, then nothing more.
type source struct{ items []string }

func (s *source) next() (string, bool) {
	if len(s.items) == 0 {
		return "", false
	}
	item := s.items[0]
	s.items = s.items[1:]
	return item, true
}

// poll forwards what the source yields until it is told to stop, and takes the stop only
// where it returns.
func poll(s *source, out chan<- string, stop <-chan struct{}) {
	for {
		select {
		case <-stop:
			return
		default:
			if item, ok := s.next(); ok {
				out <- item // ok: first takes it, or it went before the stop was handed over
			}
		}
		time.Sleep(time.Millisecond)
	}
}

// first returns the first item; before it returns it hands the poller a stop over an
// unbuffered channel, which completes only once the poller has taken it and left.
func first(s *source) string {
	out := make(chan string, 4)
	stop := make(chan struct{})
	go poll(s, out, stop)
	item := <-out
	stop <- struct{}{}
	return item
}

func main() {
	fmt.Println(first(&source{items: []string{"a", "b", "c"}}))
	time.Sleep(10 * time.Millisecond)
}
