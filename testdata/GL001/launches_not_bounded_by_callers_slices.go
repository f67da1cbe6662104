package main

import (
	"os"
	"strings"
)

// A worker is started per name; one caller passes the words of its input, as many as
// there are: more results than the buffer of three holds are left when the function
// leaves early.
func trimmedLengths(names []string, stop bool) int {
	results := make(chan int, 3)
	for _, n := range names {
		go func() {
			results <- len(strings.TrimSpace(n)) // want "GL001"
		}()
	}
	if stop {
		return 0
	}
	total := 0
	for range names {
		total += <-results
	}
	return total
}

func main() {
	_ = trimmedLengths([]string{"a"}, false)
	_ = trimmedLengths(strings.Fields("a b c d e f "+strings.Join(os.Args[:0], " ")), true)
	println("done") // main goes on after the calls above
}
