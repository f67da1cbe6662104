package main

import "fmt"

type job struct{ id int }

func worker(jobs <-chan job) {
	for j := range jobs { // want "GL005"
		fmt.Println("job", j.id)
	}
}

func reporter(out chan<- string) {
	out <- "worker pool started" // want "GL005"
}

// The pool passes nil channels to its named workers.
func startPool() {
	var jobs chan job
	var status chan string
	go worker(jobs)
	go reporter(status)
}

func main() {
	startPool()
}
