package main

import (
	"fmt"
	"os"
)

func worker(tasks <-chan string) {
	for task := range tasks {
		fmt.Println("minify", task)
	}
}

// ok: run hands its result straight to os.Exit, so when it returns early the process ends
// and the worker with it.
func run() int {
	tasks := make(chan string)
	go worker(tasks)
	for _, arg := range os.Args[1:] {
		if arg == "-h" {
			fmt.Println("usage: minify FILE...")
			return 2
		}
		tasks <- arg
	}
	close(tasks)
	return 0
}

// A test harness cannot watch a process end, so the program exits only when asked to.
func main() {
	if os.Getenv("RUN_MINIFY") != "" {
		os.Exit(run())
	}
}
