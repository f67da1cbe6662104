package main

import "fmt"

// jobs is a package-level channel: the worker waiting on it is idle, not leaked, since
// any code could still send. A goroutineleak profile leaves it out; a plain dump lists it.
var jobs = make(chan string)

func worker() {
	for job := range jobs { // triage: waiting idle
		fmt.Println("did", job)
	}
}

func main() {
	go worker() // triage: started idle
	jobs <- "first"
}
