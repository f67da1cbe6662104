package main

import "time"

// wait returns the worker's result, or -1 on a timeout unless strict. One call passes
// strict as false: its timeout returns and strands the worker's send.
func wait(strict bool, work func() int) int {
	result := make(chan int)
	go func() {
		result <- work() // want "GL001"
	}()
	select {
	case v := <-result:
		return v
	case <-time.After(10 * time.Millisecond):
		if strict {
			panic("no result in time")
		}
		return -1
	}
}

func slow() int {
	time.Sleep(50 * time.Millisecond)
	return 2
}

func main() {
	println(wait(true, func() int { return 1 }))
	println(wait(false, slow))
	time.Sleep(100 * time.Millisecond)
	println("done") // main goes on after the calls above
}
