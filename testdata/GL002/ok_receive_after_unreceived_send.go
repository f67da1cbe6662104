package main

type request struct {
	id      int
	payload []byte
}

func validate(r request) bool {
	return r.id > 0 && len(r.payload) > 0
}

// No GL002 here: the worker hands over its checksum and then waits for the caller's
// acknowledgement. The caller can leave before taking the checksum: the worker then blocks
// at the send and never reaches the receive, so the send alone is where it leaks.
func submit(r request) (int, bool) {
	sums := make(chan int)
	acks := make(chan struct{})
	go func() {
		total := 0
		for _, b := range r.payload {
			total += int(b)
		}
		sums <- total // want "GL001"
		<-acks
	}()
	if !validate(r) {
		return 0, false
	}
	sum := <-sums
	close(acks)
	return sum, true
}

func main() {
	_, _ = submit(request{id: 0, payload: []byte("x")})
	_, _ = submit(request{id: 1, payload: []byte("abc")})
	println("done") // main goes on after the calls above
}
