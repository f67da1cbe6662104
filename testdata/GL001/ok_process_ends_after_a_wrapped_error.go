package main

import (
	"fmt"
	"os"
)

// serve reads results until the third; its producer may then block on its next send,
// but serve's return ends the process: run only formats serve's error before it returns
// it to main, which reports it and exits.
func serve() (int, error) {
	results := make(chan int)
	go func() {
		for i := 0; ; i++ {
			results <- i // ok: blocked only while the process exits
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
	if os.Getenv("RUN_SERVE") == "" {
		println("done") // main goes on after the calls above
		return
	}
	if err := run(); err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
}
