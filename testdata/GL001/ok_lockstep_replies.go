package main

import (
	"errors"
	"strings"
)

// ok: lock-step. The writer answers each request once, and the caller takes every answer
// before it checks anything or sends the next request: when it returns early, the writer
// waits for the next request, never at its answer, and the deferred close ends it.
func writeAll(lines []string, sink *strings.Builder) error {
	requests := make(chan string, 1)
	written := make(chan int)
	defer close(requests)
	go func() {
		for line := range requests {
			n, _ := sink.WriteString(line)
			written <- n
		}
	}()
	for _, line := range lines {
		requests <- line
		n := <-written
		if n != len(line) {
			return errors.New("short write")
		}
	}
	return nil
}

func main() {
	var sink strings.Builder
	_ = writeAll([]string{"a", "bb"}, &sink)
}
