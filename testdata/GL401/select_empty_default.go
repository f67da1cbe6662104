package main

import (
	"fmt"
	"time"
)

// The select has an empty default: when no message is waiting the loop
// goes straight round again, spinning.
func nextMessage(inbox <-chan string) string {
	for { // want "GL401"
		select {
		case m := <-inbox:
			return m
		default:
		}
	}
}

func main() {
	inbox := make(chan string, 1)
	go func() {
		time.Sleep(time.Millisecond)
		inbox <- "hello"
	}()
	fmt.Println(nextMessage(inbox))
}
