package main

// ok: the directive on the line above suppresses a real finding.
func usedDirective() {
	ch := make(chan int)
	go func() {
		//goleaklint:ignore GL001 the caller exits the process right after
		ch <- 1
	}()
}

func main() {
	usedDirective()
	println("done") // main goes on after the calls above
}
