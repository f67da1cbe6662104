package main

// ok: the loop's only way out is the quit case, and main closes quit after its last send.
// The snapshot case's continue goes round the inner loop back into the select: that is the
// next round, not a way out of the loop.
type server struct {
	in   chan int
	snap chan chan int
	quit chan struct{}
	n    int
}

func (s *server) loop() {
	for {
		for {
			select {
			case v := <-s.in:
				s.n += v
			case r := <-s.snap:
				r <- s.n
				continue
			case <-s.quit:
				return
			}
			break
		}
	}
}

func main() {
	s := &server{in: make(chan int), snap: make(chan chan int), quit: make(chan struct{})}
	go s.loop()
	r := make(chan int, 1)
	s.snap <- r
	<-r
	s.in <- 1
	s.in <- 2
	close(s.quit)
}
