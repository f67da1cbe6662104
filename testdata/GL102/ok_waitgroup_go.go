package main

import (
	"fmt"
	"sync"
)

// ok: wg.Go adds before starting the goroutine.
func warmUp(endpoints []string) {
	var wg sync.WaitGroup
	for _, e := range endpoints {
		wg.Go(func() {
			fmt.Println("warmed", e)
		})
	}
	wg.Wait()
}

func main() {
	warmUp([]string{"/api/users", "/api/orders"})
}
