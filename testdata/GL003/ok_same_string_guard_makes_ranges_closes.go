package main

import (
	"fmt"
	"sync"
)

type config struct {
	statsFile string
}

// run makes the results channel, ranges over it and closes it under the same test of
// one string that never changes: when the ranging goroutine runs, the channel exists
// and is closed before run returns.
func run(cfg config, inputs []int) {
	var results chan int
	if cfg.statsFile != "" {
		results = make(chan int)
	}
	var work, io sync.WaitGroup
	for _, in := range inputs {
		work.Add(1)
		go func() {
			defer work.Done()
			if results != nil {
				results <- in * in
			}
		}()
	}
	if cfg.statsFile != "" {
		io.Add(1)
		go func() {
			defer io.Done()
			sum := 0
			for r := range results {
				sum += r
			}
			fmt.Println(cfg.statsFile, sum)
		}()
	}
	work.Wait()
	if results != nil {
		close(results)
	}
	io.Wait()
}

func main() {
	run(config{statsFile: "stats.csv"}, []int{1, 2, 3})
	run(config{}, []int{4})
}
