package main

import (
	"fmt"
	"os"
)

// generate feeds a printer it never stops when it gives up early; main calls it as the
// last thing it does, so the process ends, and the printer with it, when it returns.
func generate(words []string) {
	out := make(chan string)
	go func() {
		for w := range out { // ok: the process ends when generate returns
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

// A test harness cannot watch a process end, so the program runs only when asked to.
func main() {
	if os.Getenv("RUN_GENERATE") == "" {
		fmt.Println("set RUN_GENERATE to run")
	} else {
		generate(os.Args[1:])
	}
}
