package main

import (
	"fmt"
	"strings"
)

// A bare `for { <-in }` loop: nothing ever tells the printer to stop.
func shout(words []string) {
	in := make(chan string)
	go func() {
		for {
			w := <-in // want "GL004"
			fmt.Println(strings.ToUpper(w))
		}
	}()
	for _, w := range words {
		in <- w
	}
}

func main() {
	shout([]string{"hello", "world"})
	println("done") // main goes on after the calls above
}
