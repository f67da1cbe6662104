package main

import "strings"

// ok: a worker is started per name, and every caller passes at most three names: the
// buffer of three holds every result even when the function leaves early.
func trimmedLengths(names []string, stop bool) int {
	results := make(chan int, 3)
	for _, n := range names {
		go func() {
			results <- len(strings.TrimSpace(n))
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
	_ = trimmedLengths([]string{" a", "b ", " c "}, true)
	_ = trimmedLengths([]string{"a"}, false)
	println("done") // main goes on after the calls above
}
