package main

import (
	"fmt"
	"sync"
	"sync/atomic"
	"time"
)

type spinLock struct {
	held int32
}

// A hand-rolled spin lock: the compare-and-swap loop has an empty body and
// never yields while another goroutine holds the lock.
func (l *spinLock) lock() {
	for !atomic.CompareAndSwapInt32(&l.held, 0, 1) { // want "GL401"
	}
}

func (l *spinLock) unlock() { atomic.StoreInt32(&l.held, 0) }

func main() {
	var l spinLock
	var wg sync.WaitGroup
	counter := 0
	for i := 0; i < 2; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			l.lock()
			counter++
			time.Sleep(time.Millisecond)
			l.unlock()
		}()
	}
	wg.Wait()
	fmt.Println(counter)
}
