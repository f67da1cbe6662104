package main

import "time"

// Nothing ever receives from c2, so the select's send on it is never ready: the
// select always sends on c, which the goroutine receives.
func handOver() {
	c := make(chan bool)
	c2 := make(chan bool)
	go func() {
		<-c // ok: the only ready case sends on c
	}()
	select {
	case c <- true:
	case c2 <- true:
	}
}

func main() {
	go handOver()
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
