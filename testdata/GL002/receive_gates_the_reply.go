package main

import "errors"

// The worker sends its reply only past its receive from in, which only the
// function's send on in lets through. The negative-input return comes before
// that send: the worker is stuck at the receive, never at the reply.
func square(x int) (int, error) {
	in := make(chan int)
	out := make(chan int)
	go func() {
		v := <-in // want "GL002"
		out <- v * v
	}()
	if x < 0 {
		return 0, errors.New("negative input")
	}
	in <- x
	return <-out, nil
}

func main() {
	_, _ = square(-1)
	println("done") // main goes on after the calls above
}
