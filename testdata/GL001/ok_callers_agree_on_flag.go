package main

import "time"

// wait returns the worker's result. Only its false branch returns on a timeout and
// strands the worker's send, and every call passes strict as true: a late result ends
// the program instead.
func wait(strict bool, work func() int) int {
	result := make(chan int)
	go func() {
		result <- work() // ok: the only way to return without receiving needs strict false
	}()
	select {
	case v := <-result:
		return v
	case <-time.After(time.Second):
		if strict {
			panic("no result in time")
		}
		return -1
	}
}

func main() {
	println(wait(true, func() int { return 1 }))
	println(wait(true, func() int { return 2 }))
	println("done") // main goes on after the calls above
}
