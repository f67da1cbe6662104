package main

// The first goroutine's one value is received before the second goroutine starts, so only
// the second, which sends again and again, can be left blocked when the function returns.
func twoReaders(next func() (int, bool)) int {
	done := make(chan int)
	go func() {
		for {
			v, ok := next()
			if !ok {
				done <- v
				return
			}
		}
	}()
	first := <-done
	go func() {
		for {
			v, _ := next()
			done <- v // want "GL001"
		}
	}()
	return first + <-done
}

func main() {
	n := 0
	twoReaders(func() (int, bool) { n++; return n, n%3 != 0 })
	println("done") // main goes on after the calls above
}
