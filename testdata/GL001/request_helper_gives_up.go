package main

import "time"

// double answers each request with its double, slowly, until the requests end.
func double(req <-chan int, rep chan<- int) {
	for r := range req {
		time.Sleep(20 * time.Millisecond)
		rep <- r * 2 // want "GL001"
	}
}

// sum asks for each number in turn, but gives up on an answer that is slow to come: the
// answer is then still owed when sum returns, and nobody receives it.
func sum(req chan<- int, rep <-chan int, n int) int {
	total := 0
	timeout := time.After(5 * time.Millisecond)
	for i := 0; i < n; i++ {
		req <- i
		select {
		case v := <-rep:
			total += v
		case <-timeout:
			return -1
		}
	}
	return total
}

func check() bool {
	req, rep := make(chan int), make(chan int)
	defer close(req)
	go double(req, rep)
	return sum(req, rep, 3) == 6
}

func main() {
	for i := 0; i < 2; i++ {
		println(check())
	}
	time.Sleep(50 * time.Millisecond)
	println("done") // main goes on after the calls above
}
