package main

import (
	"fmt"
	"sync"
)

type stats struct {
	mu     sync.Mutex
	values []int
}

func (s *stats) reset() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.values = nil
}

// ok: record releases the lock before calling reset, which locks again.
func (s *stats) record(v int) {
	s.mu.Lock()
	s.values = append(s.values, v)
	full := len(s.values) >= 3
	s.mu.Unlock()
	if full {
		s.reset()
	}
}

func main() {
	s := &stats{}
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		for v := range 5 {
			s.record(v)
		}
	}()
	wg.Wait()
	fmt.Println("kept", len(s.values), "values")
}
