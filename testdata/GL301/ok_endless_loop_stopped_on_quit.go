package main

import (
	"fmt"
	"sync"
	"time"
)

// ok: an endless loop in a goroutine, but the quit case stops the ticker
// and returns.
func startReporter(quit <-chan struct{}, wg *sync.WaitGroup) {
	t := time.NewTicker(time.Millisecond)
	go func() {
		defer wg.Done()
		reports := 0
		for {
			select {
			case <-t.C:
				reports++
			case <-quit:
				t.Stop()
				fmt.Println("reporter stopped")
				return
			}
		}
	}()
}

func main() {
	quit := make(chan struct{})
	var wg sync.WaitGroup
	wg.Add(1)
	startReporter(quit, &wg)
	time.Sleep(2 * time.Millisecond)
	close(quit)
	wg.Wait()
}
