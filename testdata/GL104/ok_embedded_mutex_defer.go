package main

import (
	"fmt"
	"sync"
)

type rateCounter struct {
	sync.Mutex
	hits  map[string]int
	limit int
}

// ok: the embedded mutex is released by a deferred Unlock on both the
// rejected and the allowed path.
func (r *rateCounter) allow(client string) bool {
	r.Lock()
	defer r.Unlock()
	if r.hits[client] >= r.limit {
		return false
	}
	r.hits[client]++
	return true
}

func main() {
	r := &rateCounter{hits: map[string]int{}, limit: 1}
	var wg sync.WaitGroup
	for range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			fmt.Println("allowed:", r.allow("10.0.0.9"))
		}()
	}
	wg.Wait()
}
