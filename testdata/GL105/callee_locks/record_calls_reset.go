// Not Go-confirmed (kept out of the top-level GL105 folder on purpose): Go
// reports the goroutine blocked inside reset, at its Lock, while GL105
// reports the call site in record.
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
	s.mu.Lock() // want "GL105"
	defer s.mu.Unlock()
	s.values = nil
}

// record still holds the lock when it calls reset, which locks again.
func (s *stats) record(v int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.values = append(s.values, v)
	if len(s.values) >= 3 {
		s.reset()
	}
}

func main() {
	s := &stats{}
	go func() {
		for v := range 5 {
			s.record(v)
		}
		fmt.Println("recorded all values")
	}()
}
