package main

// double answers each request with its double until the requests end.
func double(req <-chan int, rep chan<- int) {
	for r := range req {
		rep <- r * 2
	}
}

// sum asks for each number in turn and waits for its answer before asking the next, so
// once it returns no answer is left owed.
func sum(req chan<- int, rep <-chan int, n int) int {
	total := 0
	for i := 0; i < n; i++ {
		req <- i
		total += <-rep
	}
	return total
}

func check(limit int) bool {
	req, rep := make(chan int), make(chan int)
	go double(req, rep)
	defer close(req)
	if sum(req, rep, 3) > limit {
		return false
	}
	return true
}

func main() {
	for limit := 0; limit < 8; limit += 4 {
		println(check(limit))
	}
	println("done") // main goes on after the calls above
}
