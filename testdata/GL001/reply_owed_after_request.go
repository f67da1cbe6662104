package main

import "errors"

// The worker's reply waits for the request, which the function sends before
// it can return early: from the send on, the reply is owed, and the too-large
// return leaves without receiving it.
func squareSmall(x int) (int, error) {
	in := make(chan int, 1)
	out := make(chan int)
	go func() {
		v := <-in
		out <- v * v // want "GL001"
	}()
	in <- x
	if x > 100 {
		return 0, errors.New("too large")
	}
	return <-out, nil
}

func main() {
	_, _ = squareSmall(200)
	println("done") // main goes on after the calls above
}
