package main

import (
	"fmt"
	"sync"
)

func replicate(region string) {
	fmt.Println("replicated to", region)
}

// Add(3) counts a third region that was removed from the loop: only two
// goroutines call Done.
func replicateSnapshot() {
	var wg sync.WaitGroup
	wg.Add(3)
	for _, region := range []string{"eu-west", "us-east"} {
		go func() {
			defer wg.Done()
			replicate(region)
		}()
	}
	go func() {
		wg.Wait() // want "GL101"
		fmt.Println("snapshot replicated everywhere")
	}()
}

func main() {
	replicateSnapshot()
}
