package main

import (
	"bytes"
	"fmt"
	"io"
	"strings"
)

// ok: the parameters are named w and r, but this is not an HTTP handler:
// an io.Writer and an io.Reader, copied in the background.
func copyInBackground(w io.Writer, r io.Reader, done chan<- int64) {
	go func() {
		n, _ := io.Copy(w, r)
		done <- n
	}()
}

func main() {
	var buf bytes.Buffer
	done := make(chan int64, 1)
	copyInBackground(&buf, strings.NewReader("log line\n"), done)
	fmt.Println(<-done, "bytes copied")
}
