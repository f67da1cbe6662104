package main

import (
	"fmt"
	"sync"
	"time"
)

// collect holds the results lock while it waits for its workers, and each worker takes
// that lock to store its result before it is done: none of them gets past.
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
			defer wg.Done()
			time.Sleep(time.Millisecond)
			r.mu.Lock() // want "GL106"
			r.values = append(r.values, i*i)
			r.mu.Unlock()
		}(i)
	}
	wg.Wait() // want "GL106"
}

func main() {
	r := &results{}
	go r.collect(3)
	time.Sleep(20 * time.Millisecond)
	fmt.Println("done")
}
