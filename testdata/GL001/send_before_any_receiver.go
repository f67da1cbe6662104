package main

import "fmt"

// Each function sends on a channel that is still its own: no goroutine, literal or call
// has been handed it yet. Once the buffer is full, the next send waits for a receiver
// that can never exist.
func consume(ch chan int) {
	for v := range ch {
		fmt.Println(v)
	}
}

func fillThenStart() {
	ch := make(chan int, 1)
	ch <- 1
	ch <- 2 // want "GL001:buffer of 1 is full"
	go consume(ch)
	close(ch)
}

func unbufferedBeforeStart() {
	ch := make(chan int)
	ch <- 1 // want "GL001:unbuffered"
	go consume(ch)
	close(ch)
}

// The second send is in a method called on the holder, before the method starts the
// goroutine that would receive.
type compactor struct {
	ch chan struct{}
}

func (c *compactor) start(stop <-chan struct{}) {
	c.ch <- struct{}{} // want "GL001:primeThenStart"
	go func() {
		for {
			select {
			case <-stop:
				return
			case <-c.ch:
			}
		}
	}()
}

func primeThenStart() {
	stop := make(chan struct{})
	defer close(stop)
	c := &compactor{ch: make(chan struct{}, 1)}
	c.ch <- struct{}{}
	c.start(stop)
}

// A helper that sends on the channel it is handed, first thing.
func announce(ch chan string, name string) {
	ch <- name // want "GL001"
	go func() {
		fmt.Println(<-ch)
	}()
}

func twoAnnouncements() {
	names := make(chan string, 1)
	names <- "first"
	announce(names, "a")
}

func main() {
	go fillThenStart()
	go unbufferedBeforeStart()
	go primeThenStart()
	go twoAnnouncements()
}
