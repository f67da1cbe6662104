package main

import "fmt"

// Every receive below finds a value in the buffer, or a sender that already holds the
// channel: none waits forever.
func produce(ch chan int) {
	ch <- 1
}

func takeBack() {
	ch := make(chan int, 1)
	ch <- 1
	v := <-ch // ok: the value sent just before is in the buffer
	fmt.Println(v)
}

func senderFirst() {
	ch := make(chan int)
	go produce(ch)
	v := <-ch // ok: produce holds the channel
	fmt.Println(v)
}

type worker struct {
	ready chan struct{}
}

// The method starts the sender before it receives.
func (w *worker) run() {
	go func() { w.ready <- struct{}{} }()
	<-w.ready // ok: the literal sends
}

func startWorker() {
	w := &worker{ready: make(chan struct{})}
	w.run()
}

func main() {
	takeBack()
	senderFirst()
	startWorker()
}
