package main

// The outer loop runs `cap(progress)` = 2 times and starts two goroutines each time:
// four values for a buffer of two, and the function receives only one.
func firstProgress() int {
	progress := make(chan int, 2)
	for i := 0; i < cap(progress); i++ {
		for j := 0; j < 2; j++ {
			go func() {
				progress <- i*10 + j // want "GL001"
			}()
		}
	}
	return <-progress
}

// A range over `cap(done)` = 2 that starts three goroutines a round: six values for
// a buffer of two.
func firstDone() int {
	done := make(chan int, 2)
	for i := range cap(done) {
		for j := range 3 {
			go func() {
				done <- i*10 + j // want "GL001"
			}()
		}
	}
	return <-done
}

func main() {
	_ = firstProgress()
	_ = firstDone()
	println("done") // main goes on after the calls above
}
