package main

// The two fixed loops start rounds*width goroutines that each send once, and the function
// takes the first value only: the buffer holds all but one of the others, so the last
// sender blocks forever.
func firstDone() int {
	const (
		rounds = 30
		width  = 30
	)
	done := make(chan int, rounds*width-2)
	for r := 0; r < rounds; r++ {
		for w := 0; w < width; w++ {
			go func() {
				done <- r*width + w // want "GL001"
			}()
		}
	}
	return <-done
}

func main() {
	firstDone()
	println("done") // main goes on after the calls above
}
