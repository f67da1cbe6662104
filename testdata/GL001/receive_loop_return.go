package main

import (
	"fmt"
	"strings"
)

func tailLog(name string, lines int, out chan<- string) {
	for i := 0; i < lines; i++ {
		out <- fmt.Sprintf("%s:%d", name, i) // want "GL001"
	}
}

// The loop stops at the first header line while every reader still has
// lines to send.
func firstHeader(sources []string) string {
	lines := make(chan string)
	for _, s := range sources {
		go tailLog(s, 3, lines)
	}
	for i := 0; i < 3*len(sources); i++ {
		line := <-lines
		if strings.HasSuffix(line, ":0") {
			return line
		}
	}
	return ""
}

func main() {
	_ = firstHeader([]string{"api.log", "worker.log"})
	println("done") // main goes on after the calls above
}
