package main

import (
	"log"
	"os"
	"sync"
)

// A package variable's Fatal is a logger's: it ends the process, so the worker that
// takes it leaves nobody waiting for its Done.
var logger = log.New(os.Stderr, "", 0)

func run(modes []string) {
	var wg sync.WaitGroup
	for _, mode := range modes {
		wg.Add(1)
		go func(mode string) {
			switch mode {
			case "fast", "slow":
			default:
				logger.Fatal("unsupported mode: ", mode)
			}
			wg.Done()
		}(mode)
	}
	wg.Wait()
}

func main() {
	run([]string{"fast", "slow"})
	println("done")
}
