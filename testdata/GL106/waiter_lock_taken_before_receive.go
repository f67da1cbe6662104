package main

import (
	"fmt"
	"sync"
	"time"
)

// round takes mu after starting its waiter and before receiving: when the waiter got mu
// first, it waits on the send while holding it, and round waits on mu.
func round() int {
	var mu sync.Mutex
	total := 0
	ch := make(chan int)
	locked := make(chan bool, 1)
	go func() {
		mu.Lock()
		locked <- true
		ch <- 1 // want "GL106"
		mu.Unlock()
	}()
	<-locked
	mu.Lock() // want "GL106"
	total++
	mu.Unlock()
	<-ch
	return total
}

func main() {
	go round()
	time.Sleep(20 * time.Millisecond)
	fmt.Println("done")
}
