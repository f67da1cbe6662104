package main

import (
	"fmt"
	"time"
)

// fastest asks every mirror and takes the first answer. How many mirrors there are is not
// in the code, but the buffer is sized for the mirrors the program knows: the answers not
// taken wait in the buffer and every goroutine ends.
func fastest(mirrors []string) string {
	answers := make(chan string, 8)
	for _, m := range mirrors {
		go func() {
			time.Sleep(time.Millisecond)
			answers <- m
		}()
	}
	return <-answers
}

func main() {
	fmt.Println(fastest([]string{"a", "b", "c", "d", "e"}) != "")
	time.Sleep(20 * time.Millisecond)
}
