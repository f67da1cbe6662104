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

// poll forwards what the source yields until it sees the stop.
func poll(s *source, out chan<- string, stop <-chan struct{}) {
	for {
		select {
		case <-stop:
			return
		default:
			if item, ok := s.next(); ok {
				out <- item // want "GL001"
			}
		}
	}
}

// first closes the stop without waiting for the poller: a poller already blocked on its
// send, with the buffer full, never comes back to see it.
func first(s *source) string {
	out := make(chan string, 1)
	stop := make(chan struct{})
	go poll(s, out, stop)
	item := <-out
	time.Sleep(5 * time.Millisecond)
	close(stop)
	return item
}

func main() {
	fmt.Println(first(&source{items: []string{"a", "b", "c"}}))
	time.Sleep(10 * time.Millisecond)
}
