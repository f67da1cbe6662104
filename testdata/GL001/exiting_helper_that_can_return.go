package main

import (
	"fmt"
	"os"
)

// serve reads results until the third and leaves its producer blocked on the next
// send. run hands serve's error to report, which exits only when told to: here it
// returns, and main goes on.
func serve() (int, error) {
	results := make(chan int)
	go func() {
		for i := 0; ; i++ {
			results <- i // want "GL001"
		}
	}()
	for v := range results {
		if v > 2 {
			return 0, fmt.Errorf("stopped at %d", v)
		}
	}
	return 1, nil
}

func report(err error, exit bool) {
	fmt.Println(err)
	if exit {
		os.Exit(2)
	}
}

func run() {
	status, err := serve()
	if err == nil {
		os.Exit(status)
	}
	report(fmt.Errorf("serve failed: %w", err), false)
}

func main() {
	run()
	println("done") // main goes on after the calls above
}
