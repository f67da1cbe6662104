package main

import "fmt"

// ok: the channel is returned; the caller owns it and closes it.
func startLogger(prefix string, done chan<- struct{}) chan<- string {
	ch := make(chan string)
	go func() {
		defer close(done)
		for msg := range ch {
			fmt.Println(prefix, msg)
		}
	}()
	return ch
}

type sink struct {
	in   chan int
	done chan struct{}
}

// ok: the channel is stored in a struct that escapes to the caller.
func newSink() *sink {
	s := &sink{in: make(chan int), done: make(chan struct{})}
	go func() {
		defer close(s.done)
		for v := range s.in {
			fmt.Println("sink", v)
		}
	}()
	return s
}

func main() {
	done := make(chan struct{})
	log := startLogger("[app]", done)
	log <- "ready"
	close(log)
	<-done

	s := newSink()
	s.in <- 42
	close(s.in)
	<-s.done
}
