package main

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// ok: a `for { if ... break }` loop whose body reads from an io.Reader; the
// read may block, and it is another package's I/O.
func countLines(r io.Reader) int {
	br := bufio.NewReader(r)
	n := 0
	for {
		_, err := br.ReadString('\n')
		if err != nil {
			break
		}
		n++
	}
	return n
}

func main() {
	fmt.Println(countLines(strings.NewReader("a\nb\nc\n")))
}
