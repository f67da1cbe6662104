package main

import (
	"fmt"
	"strings"
)

// Three runes start three senders; only two values are received.
func loadTwo() []string {
	ch := make(chan string)
	for _, name := range "abc" {
		name := string(name)
		go func() {
			ch <- strings.ToUpper(name) // want "GL001"
		}()
	}
	return []string{<-ch, <-ch}
}

func main() {
	fmt.Println(len(loadTwo()))
	println("done") // main goes on after the calls above
}
