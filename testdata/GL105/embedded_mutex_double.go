package main

import (
	"fmt"
	"sync"
)

type seatMap struct {
	sync.Mutex
	free map[string]bool
}

// book holds the embedded mutex for the whole call, but the waitlist branch
// locks it again.
func (s *seatMap) book(seat string) bool {
	s.Lock()
	defer s.Unlock()
	if !s.free[seat] {
		s.Lock() // want "GL105"
		fmt.Println("waitlisting", seat)
		s.Unlock()
		return false
	}
	s.free[seat] = false
	return true
}

func sellTickets() {
	s := &seatMap{free: map[string]bool{"A1": true, "A2": false}}
	go func() {
		fmt.Println("A2 booked:", s.book("A2"))
	}()
}

func main() {
	sellTickets()
}
