package main

import "time"

type feed struct {
	events chan int
}

// Events only returns the feed's channel: ranging over it is ranging over f.events.
func (f *feed) Events() <-chan int { return f.events }

// run starts a printer over the feed's events, sends one and returns without closing the
// channel: the printer ranges forever.
func run() {
	f := &feed{events: make(chan int)}
	go func() {
		for v := range f.Events() { // want "GL003"
			println(v)
		}
	}()
	f.events <- 1
}

func main() {
	run()
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
