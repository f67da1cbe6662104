package main

import (
	"fmt"
	"sync"
)

// ok: Add runs in the launcher before each go statement, so Wait always
// sees every ping.
func pingAll(hosts []string) {
	var wg sync.WaitGroup
	for _, h := range hosts {
		wg.Add(1)
		go func() {
			defer wg.Done()
			fmt.Println("ping", h)
		}()
	}
	wg.Wait()
}

func main() {
	pingAll([]string{"10.0.0.1", "10.0.0.2"})
}
