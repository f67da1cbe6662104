package main

import (
	"fmt"
	"sync"
	"sync/atomic"
)

// ok: each round waits for its batch with wg.Wait, which blocks.
func rounds(n int) int64 {
	var done atomic.Int64
	for done.Load() < int64(n) {
		var wg sync.WaitGroup
		wg.Add(1)
		go func() {
			defer wg.Done()
			done.Add(1)
		}()
		wg.Wait()
	}
	return done.Load()
}

func main() {
	fmt.Println(rounds(3))
}
