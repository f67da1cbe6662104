package main

import (
	"fmt"
	"time"
)

// watch leaves on its timeout too, without having taken the worker's value: the worker's
// one send, though closed right after, then waits forever.
type watch struct {
	done chan error
	quit chan struct{}
}

func (w *watch) wait() {
	finished := false
	for {
		select {
		case err := <-w.done:
			fmt.Println("worker", err)
			finished = true
			if finished {
				return
			}
		case <-w.quit:
			return
		}
	}
}

func (w *watch) work() {
	time.Sleep(20 * time.Millisecond)
	w.done <- nil // want "GL001:can stop doing so"
	close(w.done)
}

// shutdown's loop counts values it got, but the flag it tests is set by another case: it
// can stop before the worker's value arrives.
type shutdown struct {
	reply chan int
	stop  chan struct{}
}

func (s *shutdown) loop() {
	stopped := false
	for {
		select {
		case v := <-s.reply:
			fmt.Println("reply", v)
		case <-s.stop:
			stopped = true
		}
		if stopped {
			return
		}
	}
}

func (s *shutdown) answer() {
	time.Sleep(20 * time.Millisecond)
	s.reply <- 1 // want "GL001:can stop doing so"
	close(s.reply)
}

func main() {
	w := &watch{done: make(chan error), quit: make(chan struct{})}
	go w.work()
	go w.wait()
	close(w.quit)

	s := &shutdown{reply: make(chan int), stop: make(chan struct{})}
	go s.answer()
	go s.loop()
	close(s.stop)
	time.Sleep(100 * time.Millisecond)
	println("done") // main goes on after the calls above
}
