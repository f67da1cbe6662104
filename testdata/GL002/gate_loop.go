package main

import (
	"errors"
	"sync/atomic"
)

// Racers wait on a start gate; a race with too few lanes returns before the
// gate is closed and every racer waits forever.
func startRace(racers []string, lanes int) error {
	var finished atomic.Int32
	start := make(chan struct{})
	for range racers {
		go func() {
			<-start // want "GL002"
			finished.Add(1)
		}()
	}
	if len(racers) > lanes {
		return errors.New("not enough lanes")
	}
	close(start)
	return nil
}

func main() {
	_ = startRace([]string{"ada", "bob", "cyd"}, 2)
	println("done") // main goes on after the calls above
}
