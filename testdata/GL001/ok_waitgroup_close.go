package main

import (
	"strings"
	"sync"
)

// ok: a closer goroutine closes the channel after all workers are done and
// the caller ranges until close.
func upperAll(words []string) []string {
	out := make(chan string)
	var wg sync.WaitGroup
	for _, w := range words {
		wg.Add(1)
		go func() {
			defer wg.Done()
			out <- strings.ToUpper(w)
		}()
	}
	go func() {
		wg.Wait()
		close(out)
	}()
	var res []string
	for u := range out {
		res = append(res, u)
	}
	return res
}

func main() {
	_ = upperAll([]string{"alpha", "beta", "gamma"})
}
