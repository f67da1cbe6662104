package main

import "fmt"

// receiver is met through an interface by the code that runs.
type receiver interface{ Receive() int }

// dummyFeed is a leftover: the package declares it and gives it methods, and nothing makes
// a value of it, so its receive from the never-assigned field cannot run, though other
// types' Receive methods are called.
type dummyFeed struct{ in chan int }

func (f *dummyFeed) Receive() int {
	return <-f.in // ok: no dummyFeed value can exist to call this on
}

type constant struct{ value int }

func (c constant) Receive() int { return c.value }

func total(rs []receiver) int {
	sum := 0
	for _, r := range rs {
		sum += r.Receive()
	}
	return sum
}

func main() {
	fmt.Println(total([]receiver{constant{1}, constant{2}}))
}
