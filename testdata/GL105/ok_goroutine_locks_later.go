package main

import (
	"fmt"
	"sync"
)

// ok: the launcher holds the lock while starting the goroutine; the
// goroutine's Lock runs in another goroutine and simply waits for the
// launcher's Unlock.
func snapshot(counters map[string]int) map[string]int {
	var mu sync.Mutex
	copied := map[string]int{}
	done := make(chan struct{})
	mu.Lock()
	go func() {
		defer close(done)
		mu.Lock()
		defer mu.Unlock()
		for k, v := range counters {
			copied[k] = v
		}
	}()
	counters["snapshots"]++
	mu.Unlock()
	<-done
	return copied
}

func main() {
	fmt.Println(snapshot(map[string]int{"hits": 3}))
}
