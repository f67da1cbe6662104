package main

import (
	"fmt"
	"sync"
	"time"
)

// contend takes the mutex and starts a goroutine that lets go of it a little later, then
// waits for workers that each need the mutex: the waiter does not keep it, so the workers
// get it in turn and are done.
func contend(n int) {
	var wg sync.WaitGroup
	var mu sync.Mutex
	mu.Lock()
	go func() {
		time.Sleep(2 * time.Millisecond)
		mu.Unlock()
	}()
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			mu.Lock()
			mu.Unlock()
		}()
	}
	wg.Wait()
}

func main() {
	contend(3)
	fmt.Println("done")
}
