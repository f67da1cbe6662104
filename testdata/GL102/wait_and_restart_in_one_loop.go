package main

import (
	"fmt"
	"sync"
)

// supervisor waits for its worker and starts a restart each round: the restart of one
// round can add after the next round's Wait has already seen zero.
type supervisor struct {
	workers sync.WaitGroup
	runs    int
	mu      sync.Mutex
}

func (s *supervisor) work() {
	defer s.workers.Done()
	s.mu.Lock()
	s.runs++
	s.mu.Unlock()
}

func (s *supervisor) restart() {
	s.workers.Add(1) // want "GL102"
	go s.work()
}

func (s *supervisor) supervise(rounds int) {
	for i := 0; i < rounds; i++ {
		s.workers.Wait()
		go s.restart()
	}
}

func main() {
	s := &supervisor{}
	s.supervise(3)
	s.workers.Wait()
	s.mu.Lock()
	fmt.Println(s.runs >= 0)
	s.mu.Unlock()
	println("done") // main goes on after the calls above
}
