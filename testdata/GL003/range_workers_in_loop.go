package main

import "fmt"

type job struct{ id int }

// Three workers range over jobs; dispatch sends every job and returns
// without close, so all three stay in their range.
func dispatch(jobs []job) {
	queue := make(chan job)
	for w := 0; w < 3; w++ {
		go func() {
			for j := range queue { // want "GL003"
				fmt.Println("worker", w, "job", j.id)
			}
		}()
	}
	for _, j := range jobs {
		queue <- j
	}
}

func main() {
	dispatch([]job{{1}, {2}, {3}, {4}, {5}})
	println("done") // main goes on after the calls above
}
