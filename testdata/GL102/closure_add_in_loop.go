package main

import (
	"fmt"
	"sync"
)

// Add runs inside each goroutine, so Wait can see a zero counter and return
// before any ping has started.
func pingAll(hosts []string) {
	var wg sync.WaitGroup
	for _, h := range hosts {
		go func() {
			wg.Add(1) // want "GL102"
			defer wg.Done()
			fmt.Println("ping", h)
		}()
	}
	wg.Wait()
	fmt.Println("pinged", len(hosts), "hosts (maybe)")
}

func main() {
	pingAll([]string{"10.0.0.1", "10.0.0.2", "10.0.0.3"})
}
