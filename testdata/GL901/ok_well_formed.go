package main

// ok: a well-formed suppression with a reason silences the finding.
func wellFormed() {
	ch := make(chan int)
	go func() {
		ch <- 1 //goleaklint:ignore GL001 the process exits right after this call
	}()
}

func main() {
	wellFormed()
	println("done") // main goes on after the calls above
}
