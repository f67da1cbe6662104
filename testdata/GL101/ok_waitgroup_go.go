package main

import (
	"fmt"
	"sync"
)

type probe struct {
	host string
	port int
}

// ok: wg.Go does the Add and the deferred Done itself.
func checkHealth(probes []probe) {
	var wg sync.WaitGroup
	for _, p := range probes {
		wg.Go(func() {
			if p.port == 0 {
				fmt.Println(p.host, "has no port")
				return
			}
			fmt.Printf("%s:%d healthy\n", p.host, p.port)
		})
	}
	go func() {
		wg.Wait()
		fmt.Println("health check finished")
	}()
	wg.Wait()
}

func main() {
	checkHealth([]probe{{"db", 5432}, {"cache", 0}})
}
