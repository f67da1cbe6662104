package main

import "time"

// A second goroutine receives from c2: the select may send there instead, and the
// goroutine waiting on c waits forever.
func handOver() {
	c := make(chan bool)
	c2 := make(chan bool)
	go func() {
		time.Sleep(time.Millisecond)
		<-c // want "GL002"
	}()
	go func() {
		select {
		case <-c2:
		case <-time.After(5 * time.Millisecond):
		}
	}()
	select {
	case c <- true:
	case c2 <- true:
	}
}

func main() {
	go handOver()
	time.Sleep(20 * time.Millisecond)
	println("done") // main goes on after the calls above
}
