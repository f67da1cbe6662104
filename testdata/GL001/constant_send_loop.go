package main

// pair sends exactly two values from one goroutine; the buffer holds both.
func pair(fail bool) int {
	ch := make(chan int, 2)
	go func() {
		for i := 0; i < 2; i++ {
			ch <- i
		}
	}()
	if fail {
		return -1 // ok: both values fit in the buffer
	}
	return <-ch + <-ch
}

// triple sends three values with a range over an integer; the buffer holds them.
func triple(fail bool) int {
	ch := make(chan int, 3)
	go func() {
		for i := range 3 {
			ch <- i
		}
	}()
	if fail {
		return -1
	}
	return <-ch
}

// tooMany sends three values into a buffer of two: on the early return the third blocks.
func tooMany(fail bool) int {
	ch := make(chan int, 2)
	go func() {
		for i := 0; i < 3; i++ {
			ch <- i // want "GL001"
		}
	}()
	if fail {
		return -1
	}
	return <-ch + <-ch + <-ch
}

func main() {
	pair(true)
	pair(false)
	triple(true)
	triple(false)
	tooMany(true)
	println("done") // main goes on after the calls above
}
