package main

import (
	"fmt"
	"sync"
	"time"
)

// collect starts its workers under the results lock but lets go of it before waiting:
// each worker gets the lock in turn, stores its result and is done.
type results struct {
	mu     sync.Mutex
	values []int
}

func (r *results) collect(n int) {
	var wg sync.WaitGroup
	r.mu.Lock()
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			time.Sleep(time.Millisecond)
			r.mu.Lock()
			r.values = append(r.values, i*i)
			r.mu.Unlock()
		}(i)
	}
	r.mu.Unlock()
	wg.Wait()
}

func main() {
	r := &results{}
	r.collect(3)
	fmt.Println(len(r.values))
}
