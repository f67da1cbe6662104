package main

import "fmt"

// The goroutine loops on an alias of the channel; nothing ends the loop.
func echo(msgs []string) {
	ch := make(chan string)
	in := ch
	go func() {
		for {
			m := <-in // want "GL004"
			fmt.Println("echo", m)
		}
	}()
	for _, m := range msgs {
		ch <- m
	}
}

// A receive-only view of a buffered channel: the loop has continue but no
// way out.
func countErrors(codes []int) {
	ch := make(chan int, 4)
	var codesIn <-chan int = ch
	go func() {
		errs := 0
		for {
			c := <-codesIn // want "GL004"
			if c < 500 {
				continue
			}
			errs++
			fmt.Println("errors so far", errs)
		}
	}()
	for _, c := range codes {
		ch <- c
	}
}

func main() {
	echo([]string{"ping"})
	countErrors([]int{200, 503, 404})
	println("done") // main goes on after the calls above
}
