package main

import (
	"fmt"
	"sync"
	"time"
)

// fetch's goroutine marks done first, then may leave before its second Done. The first
// Wait needs only what was added before it, and the first Done releases that on every
// path: the early return does not hold it.
func fetch(fail bool) {
	var wg sync.WaitGroup
	next := make(chan struct{})
	wg.Add(1)
	go func() {
		wg.Done()
		<-next
		if fail {
			return
		}
		wg.Done()
	}()
	wg.Wait() // ok: released by the first Done, which every path makes
	wg.Add(1)
	close(next)
	fmt.Println("fetched", !fail)
}

func main() {
	fetch(true)
	fetch(false)
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
