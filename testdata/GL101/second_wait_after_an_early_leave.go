package main

import (
	"sync"
	"time"
)

// refresh waits twice: the first Wait is released by the goroutine's first Done, but the
// second needs the Done the goroutine skips when it leaves early.
func refresh(fail bool) {
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
	wg.Wait()
	wg.Add(1)
	close(next)
	wg.Wait() // want "GL101"
}

func main() {
	go refresh(true)
	time.Sleep(10 * time.Millisecond)
	println("done") // main goes on after the calls above
}
