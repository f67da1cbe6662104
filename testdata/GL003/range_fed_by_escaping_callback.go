package main

import (
	"errors"
	"strings"
	"unicode"
)

// The callback that feeds spaces escapes into strings.FieldsFunc, but all it
// can do to the channel is send: nothing but countSpaces closes it. The
// comment return skips the close, so the counter is stuck in its range, never
// at its send on done.
func countSpaces(text string) (int, error) {
	spaces := make(chan rune, len(text))
	done := make(chan int)
	go func() {
		n := 0
		for range spaces { // want "GL003"
			n++
		}
		done <- n
	}()
	strings.FieldsFunc(text, func(r rune) bool {
		if unicode.IsSpace(r) {
			spaces <- r
			return true
		}
		return false
	})
	if strings.HasPrefix(text, "#") {
		return 0, errors.New("a comment has no words")
	}
	close(spaces)
	return <-done, nil
}

func main() {
	_, _ = countSpaces("# two words")
	println("done") // main goes on after the calls above
}
