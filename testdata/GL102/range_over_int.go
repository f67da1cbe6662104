package main

import (
	"fmt"
	"sync"
)

// Each of the n consumers adds itself after it starts; Wait may return
// while they are still being scheduled.
func startConsumers(n int) {
	var wg sync.WaitGroup
	for i := range n {
		go func() {
			wg.Add(1) // want "GL102"
			defer wg.Done()
			fmt.Println("consumer", i, "polled partition", i%2)
		}()
	}
	wg.Wait()
	fmt.Println("consumers done")
}

func main() {
	startConsumers(3)
}
