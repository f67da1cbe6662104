package main

import (
	"errors"
	"strings"
)

// The caller can return between a request and its answer: the writer then blocks on
// the unbuffered answer forever. Counted per request, not per launch.
func writeChecked(lines []string, sink *strings.Builder) error {
	requests := make(chan string, 1)
	written := make(chan int)
	go func() {
		for line := range requests {
			n, _ := sink.WriteString(line)
			written <- n // want "GL001"
		}
	}()
	defer close(requests)
	for _, line := range lines {
		requests <- line
		if line == "" {
			return errors.New("empty line")
		}
		<-written
	}
	return nil
}

func main() {
	var sink strings.Builder
	_ = writeChecked([]string{"a", ""}, &sink)
	println("done") // main goes on after the calls above
}
