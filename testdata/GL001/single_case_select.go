package main

import (
	"errors"
	"strings"
)

// A select with a single send case is just a send: the empty-input return
// leaves the tokenizer blocked in it.
func tokenize(text string) ([]string, error) {
	tokens := make(chan []string)
	go func() {
		select {
		case tokens <- strings.Fields(text): // want "GL001"
		}
	}()
	if strings.TrimSpace(text) == "" {
		return nil, errors.New("empty input")
	}
	return <-tokens, nil
}

func main() {
	_, _ = tokenize("   ")
	println("done") // main goes on after the calls above
}
