package main

import (
	"fmt"
	"time"
)

// generate feeds a printer it never stops when it gives up early; main goes on after it,
// so the printer stays blocked in its range for as long as the process runs.
func generate(words []string) {
	out := make(chan string)
	go func() {
		for w := range out { // want "GL003"
			fmt.Println(w)
		}
	}()
	for _, w := range words {
		if w == "" {
			return
		}
		out <- w
	}
	close(out)
}

func main() {
	generate([]string{"a", "", "b"})
	time.Sleep(10 * time.Millisecond)
	fmt.Println("more work")
}
