package main

import (
	"errors"
	"strings"
)

// A worker held in a local variable and started with `go count()`: the call runs that
// literal, so its send is judged like the send of `go func() {...}()`.
func wordTotal(text string) (int, error) {
	totals := make(chan int)
	count := func() {
		totals <- len(strings.Fields(text)) // want "GL001"
	}
	go count()
	if text == "" {
		return 0, errors.New("empty text")
	}
	return <-totals, nil
}

// ok: the literal is started the same way, and every path receives what it sends.
func lineTotal(text string) int {
	totals := make(chan int)
	count := func() { totals <- strings.Count(text, "\n") }
	go count()
	return <-totals
}

func main() {
	_, _ = wordTotal("")
	_ = lineTotal("")
}
