package main

import "fmt"

// The goroutine ranges over an alias of the channel; neither name is closed.
func notifyAll(names []string) {
	ch := make(chan string)
	out := ch
	go func() {
		for n := range out { // want "GL003"
			fmt.Println("notify", n)
		}
	}()
	for _, n := range names {
		ch <- n
	}
}

// A receive-only view of the channel is handed to the goroutine; the
// sender side is never closed.
func streamScores(scores []int) {
	ch := make(chan int, 2)
	var view <-chan int = ch
	go func() {
		best := 0
		for s := range view { // want "GL003"
			best = max(best, s)
		}
		fmt.Println("best", best)
	}()
	for _, s := range scores {
		ch <- s
	}
}

func main() {
	notifyAll([]string{"ops", "dev"})
	streamScores([]int{7, 3, 9})
	println("done") // main goes on after the calls above
}
