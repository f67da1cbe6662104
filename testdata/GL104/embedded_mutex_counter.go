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

// allow locks the embedded mutex and returns false over the limit without
// unlocking it.
func (r *rateCounter) allow(client string) bool {
	r.Lock() // want "GL104"
	if r.hits[client] >= r.limit {
		return false
	}
	r.hits[client]++
	r.Unlock()
	return true
}

// A client already over its limit is rejected with the lock held; the next
// client's request blocks forever.
func serveRequests() {
	r := &rateCounter{hits: map[string]int{"10.0.0.9": 1}, limit: 1}
	fmt.Println("10.0.0.9 allowed:", r.allow("10.0.0.9"))
	go func() {
		fmt.Println("10.0.0.10 allowed:", r.allow("10.0.0.10"))
	}()
}

func main() {
	serveRequests()
}
