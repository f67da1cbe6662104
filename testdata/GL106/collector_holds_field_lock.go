package main

import (
	"sync"
	"time"
)

type stats struct {
	mu    sync.Mutex
	count int
}

// collect holds s.mu while it waits for the worker's result; the worker needs s.mu before
// it can send the result.
func (s *stats) collect() int {
	results := make(chan int)
	go func() {
		time.Sleep(10 * time.Millisecond)
		s.mu.Lock() // want "GL106"
		s.count++
		s.mu.Unlock()
		results <- s.count
	}()
	s.mu.Lock()
	defer s.mu.Unlock()
	return <-results // want "GL106"
}

func main() {
	go (&stats{}).collect()
	time.Sleep(100 * time.Millisecond)
}
