package main

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// words collects the words a reader goroutine forwards. The goroutine sends its final
// error on done only after its last word, and words leaves only once err is set, which only
// a value received from done does: by then every word has been taken.
func words(r io.Reader) []string {
	in := bufio.NewReader(r)
	word := make(chan string)
	done := make(chan error)
	go func() {
		defer close(done)
		for {
			w, err := in.ReadString(' ')
			if err != nil {
				done <- err // ok: words leaves only after receiving it
				return
			}
			word <- strings.TrimSpace(w) // ok: done is sent after the last word
		}
	}()
	var found []string
	for {
		var err error
		select {
		case w := <-word:
			found = append(found, w)
		case err = <-done:
		}
		if err != nil && err != io.EOF {
			return nil
		}
		if err == io.EOF {
			return found
		}
	}
}

func main() {
	fmt.Println(words(strings.NewReader("a b c ")))
}
