package main

import (
	"fmt"
	"sync"
)

// The flusher goroutine holds the local mutex across the batch and locks it
// again when the batch is full.
func startFlusher(events []string) {
	var mu sync.Mutex
	var batch []string
	go func() {
		mu.Lock()
		defer mu.Unlock()
		for _, e := range events {
			batch = append(batch, e)
			if len(batch) == 2 {
				mu.Lock() // want "GL105"
				fmt.Println("flushing", batch)
				batch = nil
				mu.Unlock()
			}
		}
	}()
}

func main() {
	startFlusher([]string{"click", "scroll", "purchase"})
}
