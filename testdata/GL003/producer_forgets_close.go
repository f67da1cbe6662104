package main

import (
	"fmt"
	"strings"
)

// The caller sends every line but never closes the channel, so the
// printer goroutine waits in its range after the last line.
func printLinesWithoutClose() {
	lines := make(chan string)
	go func() {
		for line := range lines { // want "GL003"
			fmt.Println(strings.ToUpper(line))
		}
	}()
	for _, l := range []string{"alpha", "beta", "gamma"} {
		lines <- l
	}
}

func consume(ch chan int, total *int) {
	for v := range ch { // want "GL003"
		*total += v
	}
}

// The named consumer ranges over ch; sumWithoutClose returns without close(ch).
func sumWithoutClose() {
	ch := make(chan int)
	total := 0
	go consume(ch, &total)
	for i := 1; i <= 4; i++ {
		ch <- i
	}
}

func main() {
	printLinesWithoutClose()
	sumWithoutClose()
	println("done") // main goes on after the calls above
}
