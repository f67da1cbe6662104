package main

import (
	"fmt"
	"os"
	"time"
)

func worker(tasks <-chan string) {
	for task := range tasks { // want "GL003"
		fmt.Println("minify", task)
	}
}

// run's result does not end the process: main goes on after it, and the worker that run
// left ranging on its early return waits forever.
func run(args []string) int {
	tasks := make(chan string)
	go worker(tasks)
	for _, arg := range args {
		if arg == "-h" {
			fmt.Println("usage: minify FILE...")
			return 2
		}
		tasks <- arg
	}
	close(tasks)
	return 0
}

func main() {
	if code := run([]string{"a", "-h"}); code != 0 {
		fmt.Fprintln(os.Stderr, "failed:", code)
	}
	time.Sleep(10 * time.Millisecond)
}
