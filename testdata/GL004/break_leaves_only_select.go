package main

import "fmt"

const stopToken = ""

// The worker means to stop on the stop token, but `break` only leaves the
// select, not the for loop: it goes back to waiting forever.
func processNames(names []string) {
	queue := make(chan string)
	pause := make(chan bool)
	go func() {
		paused := false
		for {
			select { // want "GL004"
			case n := <-queue:
				if n == stopToken {
					break
				}
				if !paused {
					fmt.Println("hello", n)
				}
			case p := <-pause:
				paused = p
			}
		}
	}()
	for _, n := range names {
		queue <- n
	}
	queue <- stopToken
}

func main() {
	processNames([]string{"ana", "bo"})
	println("done") // main goes on after the calls above
}
