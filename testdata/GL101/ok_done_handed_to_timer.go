package main

import (
	"fmt"
	"sync"
	"time"
)

// ok: the WaitGroup's Done is handed to the time package, which calls it
// when the grace period ends.
func drainWithGrace(conns []string) {
	var wg sync.WaitGroup
	wg.Add(1)
	time.AfterFunc(5*time.Millisecond, wg.Done)
	for _, c := range conns {
		fmt.Println("draining", c)
	}
	go func() {
		wg.Wait()
		fmt.Println("grace period over")
	}()
	wg.Wait()
}

func main() {
	drainWithGrace([]string{"10.0.0.1:443", "10.0.0.2:443"})
}
