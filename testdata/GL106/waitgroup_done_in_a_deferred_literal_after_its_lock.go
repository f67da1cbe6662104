package main

import (
	"fmt"
	"sync"
	"time"
)

// Each worker's deferred literal takes r.mu before it calls wg.Done; collect waits on
// wg holding r.mu. They wait for each other forever.
type results struct {
	mu     sync.Mutex
	values []int
}

func (r *results) collect(n int) {
	var wg sync.WaitGroup
	r.mu.Lock()
	defer r.mu.Unlock()
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(i int) {
			defer func() {
				r.mu.Lock() // want "GL106"
				r.values = append(r.values, i)
				r.mu.Unlock()
				wg.Done()
			}()
			time.Sleep(time.Millisecond)
		}(i)
	}
	wg.Wait() // want "GL106"
}

func main() {
	r := &results{}
	go r.collect(3)
	time.Sleep(50 * time.Millisecond)
	if r.mu.TryLock() {
		fmt.Println("finished")
	} else {
		fmt.Println("stuck: collect still holds r.mu")
	}
}
