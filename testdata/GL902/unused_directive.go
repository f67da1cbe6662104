package main

// The buffered channel cannot strand the sender, so the directive has
// nothing to suppress.
func unusedDirective() {
	ch := make(chan int, 1)
	go func() {
		// want +1 "GL902"
		ch <- 1 //goleaklint:ignore GL001 kept from an older version
	}()
}

func main() {
	unusedDirective()
}
