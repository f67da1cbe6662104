package main

// The producer walks the whole catalog; the consumer returns at the first
// match and the producer blocks on the next name.
func hasProduct(catalog []string, want string) bool {
	names := make(chan string)
	go func() {
		defer close(names)
		for _, name := range catalog {
			names <- name // want "GL001"
		}
	}()
	for name := range names {
		if name == want {
			return true
		}
	}
	return false
}

func countdown(from int, out chan<- int) {
	for i := from; i > 0; i-- {
		out <- i // want "GL001"
	}
	close(out)
}

// Breaking out of the range leaves the countdown blocked on its next value.
func firstBelow(limit int) int {
	ticks := make(chan int)
	go countdown(10, ticks)
	found := -1
	for n := range ticks {
		if n < limit {
			found = n
			break
		}
	}
	return found
}

func main() {
	_ = hasProduct([]string{"lamp", "desk", "chair"}, "lamp")
	_ = firstBelow(8)
	println("done") // main goes on after the calls above
}
