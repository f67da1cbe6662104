package main

import (
	"fmt"
	"sync"
)

// ok: the WaitGroup is returned; the caller decides when to wait.
func startIndexers(shards []string) *sync.WaitGroup {
	var wg sync.WaitGroup
	for _, s := range shards {
		wg.Add(1)
		go func() {
			defer wg.Done()
			fmt.Println("indexed shard", s)
		}()
	}
	return &wg
}

func main() {
	wg := startIndexers([]string{"s0", "s1", "s2"})
	wg.Wait()
	fmt.Println("index ready")
}
