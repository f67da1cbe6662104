package main

// A suppression must say why: without a reason it is itself reported and
// suppresses nothing.
func missingReason() {
	ch := make(chan int)
	go func() {
		// want +1 "GL001" "GL901"
		ch <- 1 //goleaklint:ignore GL001
	}()
}

func main() {
	missingReason()
	println("done") // main goes on after the calls above
}
