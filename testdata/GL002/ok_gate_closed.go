package main

import (
	"sync"
	"sync/atomic"
)

// ok: the gate is closed before anything can return, then the workers are
// waited for.
func loadTest(clients int) int32 {
	var sent atomic.Int32
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := 0; i < clients; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			sent.Add(1)
		}()
	}
	close(start)
	wg.Wait()
	return sent.Load()
}

func main() {
	_ = loadTest(4)
}
