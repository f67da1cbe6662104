package main

import (
	"fmt"
	"sync"
)

// relay takes mu and hands it to the worker, which lets it go, takes it once to count
// and signals. The launcher's loop runs three times (its bounds are constants), and every
// round lets go of mu: when it waits for the signal it holds nothing.
func relay() int {
	var mu sync.Mutex
	count := 0
	exit := make(chan struct{})
	mu.Lock()
	go func() {
		mu.Unlock()
		mu.Lock()
		count++
		mu.Unlock()
		exit <- struct{}{}
	}()
	for i := 0; i < 3; i++ {
		mu.Lock()
		count++
		mu.Unlock()
	}
	<-exit
	return count
}

func main() {
	fmt.Println(relay())
}
