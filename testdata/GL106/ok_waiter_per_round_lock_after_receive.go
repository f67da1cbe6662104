package main

import (
	"fmt"
	"sync"
)

// Each round starts a waiter that takes mu and reports on a channel of that round while
// holding it. The main loop receives first and only then takes mu: the lock it takes at
// the end of a round comes before the next round's waiter even exists.
func rounds(n int) int {
	var mu sync.Mutex
	total := 0
	for i := 0; i < n; i++ {
		ch := make(chan int)
		go func() {
			mu.Lock()
			ch <- total // ok: the receive below needs no lock first
			mu.Unlock()
		}()
		v := <-ch
		mu.Lock()
		total = v + 1
		mu.Unlock()
	}
	return total
}

func main() {
	fmt.Println(rounds(3))
}
