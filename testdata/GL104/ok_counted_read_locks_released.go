package main

import "sync"

type store struct {
	mu   sync.RWMutex
	data map[string]string
}

// readAll takes the store's read lock once per part, counting, and then lets go of it as
// many times, counting back down: every RLock has its RUnlock.
func (s *store) readAll(parts []string) int {
	n := 0
	for ; n < len(parts); n++ {
		s.mu.RLock()
	}
	total := 0
	for _, p := range parts {
		total += len(s.data[p])
	}
	for ; n > 0; n-- {
		s.mu.RUnlock()
	}
	return total
}

func main() {
	s := &store{data: map[string]string{"a": "xy", "b": "z"}}
	done := make(chan int)
	go func() {
		done <- s.readAll([]string{"a", "b"})
	}()
	println(<-done, s.readAll([]string{"a"}))
	println("done") // main goes on after the calls above
}
