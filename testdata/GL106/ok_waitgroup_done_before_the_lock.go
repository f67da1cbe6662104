package main

import (
	"fmt"
	"sync"
	"time"
)

// collect holds the results lock while it waits for its workers, but each worker is done
// before it takes the lock: the wait ends, collect lets go, and the workers store their
// results after it.
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
			time.Sleep(time.Millisecond)
			wg.Done()
			r.mu.Lock()
			r.values = append(r.values, i*i)
			r.mu.Unlock()
		}(i)
	}
	wg.Wait()
}

func main() {
	r := &results{}
	r.collect(3)
	time.Sleep(20 * time.Millisecond)
	r.mu.Lock()
	fmt.Println(len(r.values))
	r.mu.Unlock()
}
