package main

import (
	"fmt"
	"strings"
)

func normalize(in <-chan string, out chan<- string) {
	for s := range in {
		out <- strings.TrimSpace(strings.ToLower(s))
	}
	// the stage should close(out) here
}

// The input is closed, so the stage finishes, but it never closes its
// output: the printer ranges over out forever.
func cleanWords(words []string) {
	in := make(chan string)
	out := make(chan string)
	go normalize(in, out)
	go func() {
		for w := range out { // want "GL003"
			fmt.Println(w)
		}
	}()
	for _, w := range words {
		in <- w
	}
	close(in)
}

func main() {
	cleanWords([]string{" Go ", "LEAK ", " Check"})
	println("done") // main goes on after the calls above
}
