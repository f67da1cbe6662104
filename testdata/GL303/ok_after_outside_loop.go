package main

import (
	"errors"
	"fmt"
	"time"
)

var errSlow = errors.New("too slow")

// ok: a single select with time.After, no loop around it.
func firstAnswer(answers <-chan string, limit time.Duration) (string, error) {
	select {
	case a := <-answers:
		return a, nil
	case <-time.After(limit):
		return "", errSlow
	}
}

func main() {
	answers := make(chan string, 1)
	answers <- "42"
	fmt.Println(firstAnswer(answers, time.Second))
	fmt.Println(firstAnswer(answers, time.Millisecond))
}
