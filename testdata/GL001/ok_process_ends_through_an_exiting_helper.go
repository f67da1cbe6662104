package main

import (
	"fmt"
	"os"
)

// serve reads results until the third; its producer may then block on its next send,
// but serve's return ends the process: run hands serve's error, formatted, to fatal,
// whose last statement is os.Exit.
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

func fatal(err error, code int) {
	fmt.Println(err)
	os.Exit(code)
}

func run() {
	status, err := serve()
	if err == nil {
		os.Exit(status)
	}
	fatal(fmt.Errorf("serve failed: %w", err), 2)
}

func main() {
	if os.Getenv("RUN_SERVE") == "" {
		println("done") // main goes on after the calls above
		return
	}
	run()
}
