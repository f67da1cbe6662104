package main

import "fmt"

// Each function receives from a channel that is still its own, with nothing left in its
// buffer: no goroutine, literal or call has been handed the channel yet, so no one can
// ever send the value it waits for.
func produce(ch chan int) {
	ch <- 1
}

func waitThenStart() {
	done := make(chan int)
	<-done // want "GL002:nothing is left in it"
	go produce(done)
}

func drainOneTooMany() {
	ch := make(chan int, 2)
	ch <- 1
	first := <-ch
	second := <-ch // want "GL002"
	fmt.Println(first, second)
	go produce(ch)
}

// The receive is the first thing a method called on the holder does.
type worker struct {
	ready chan struct{}
}

func (w *worker) run() {
	<-w.ready // want "GL002:startWorker"
	go func() { w.ready <- struct{}{} }()
}

func startWorker() {
	w := &worker{ready: make(chan struct{})}
	w.run()
}

func main() {
	go waitThenStart()
	go drainOneTooMany()
	go startWorker()
}
