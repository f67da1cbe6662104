package main

import (
	"fmt"
	"time"
)

type scheduler struct {
	ticker *time.Ticker
	quit   chan struct{}
	done   chan struct{}
	runs   int
}

// ok: the ticker lives in a field of the scheduler; Close stops it.
func newScheduler(every time.Duration) *scheduler {
	s := &scheduler{quit: make(chan struct{}), done: make(chan struct{})}
	s.ticker = time.NewTicker(every)
	go s.loop()
	return s
}

func (s *scheduler) loop() {
	defer close(s.done)
	for {
		select {
		case <-s.ticker.C:
			s.runs++
		case <-s.quit:
			return
		}
	}
}

func (s *scheduler) Close() {
	s.ticker.Stop()
	close(s.quit)
	<-s.done
}

func main() {
	s := newScheduler(time.Millisecond)
	time.Sleep(3 * time.Millisecond)
	s.Close()
	fmt.Println("runs > 0:", s.runs > 0)
}
