package main

import (
	"fmt"
	"sync"
)

type seatMap struct {
	sync.Mutex
	free     map[string]bool
	waitlist []string
}

// waitlistLocked expects the caller to hold the lock and does not lock.
func (s *seatMap) waitlistLocked(seat string) {
	s.waitlist = append(s.waitlist, seat)
}

// ok: book holds the embedded mutex and calls a helper that does not lock.
func (s *seatMap) book(seat string) bool {
	s.Lock()
	defer s.Unlock()
	if !s.free[seat] {
		s.waitlistLocked(seat)
		return false
	}
	s.free[seat] = false
	return true
}

func main() {
	s := &seatMap{free: map[string]bool{"A1": true, "A2": false}}
	var wg sync.WaitGroup
	for _, seat := range []string{"A1", "A2", "A1"} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			fmt.Println(seat, "booked:", s.book(seat))
		}()
	}
	wg.Wait()
}
