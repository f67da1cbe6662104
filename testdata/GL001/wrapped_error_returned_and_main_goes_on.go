package main

import (
	"fmt"
	"os"
)

// serve reads results until the third and leaves its producer blocked on the next
// send. run only formats serve's error, but main goes on after it: the producer stays.
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

func run() error {
	status, err := serve()
	if err == nil {
		os.Exit(status)
	}
	return fmt.Errorf("serve failed: %w", err)
}

func main() {
	if err := run(); err != nil {
		fmt.Println(err)
	}
	println("done") // main goes on after the calls above
}
