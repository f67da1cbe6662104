package main

import "fmt"

func drainLines(lines <-chan string, done chan<- int) {
	n := 0
	for {
		line, ok := <-lines
		if !ok {
			done <- n
			return
		}
		n += len(line)
	}
}

// ok: the loop checks `ok` and returns once the channel is closed.
func countBytes(text []string) int {
	lines := make(chan string)
	done := make(chan int, 1)
	go drainLines(lines, done)
	for _, l := range text {
		lines <- l
	}
	close(lines)
	return <-done
}

func main() {
	fmt.Println(countBytes([]string{"abc", "de"}))
}
